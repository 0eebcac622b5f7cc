import { preloadProject } from '../api/projects';
import { preloadThread } from '../api/threads';
import { preloadRichText } from '../components/RichText/markdownLoader';
import { parsePathId } from '../hooks/usePathId';
import { LoadingState } from '../components/LoadingState/LoadingState';
import { NotFoundPage } from '../features/pages/NotFoundPage';
import { RequireAuth } from './RequireAuth';
import { RootLayout } from './RootLayout';
import { SignedOutOnly } from './SignedOutOnly';
import { RouteError } from './RouteError';
import { SCREENS } from './screens';

/**
 * A screen in its own chunk (screens.js), fetched when a route first needs it (the router waits
 * for it before it shows the new page, so scroll restoration finds the page there).
 */
const screen =
  ({ load, component }) =>
  () =>
    load().then((module) => ({ Component: module[component] }));

const landing = screen(SCREENS.landing);
const about = screen(SCREENS.about);
const contact = screen(SCREENS.contact);
const privacy = screen(SCREENS.privacy);
const terms = screen(SCREENS.terms);
const login = screen(SCREENS.login);
const register = screen(SCREENS.register);
const forgot = screen(SCREENS.forgot);
const reset = screen(SCREENS.reset);
const subscribe = screen(SCREENS.subscribe);
const threadList = screen(SCREENS.threadList);
const threadDetail = screen(SCREENS.threadDetail);
const createThread = screen(SCREENS.createThread);
const projectList = screen(SCREENS.projectList);
const projectDetail = screen(SCREENS.projectDetail);
const createProject = screen(SCREENS.createProject);
const editProject = screen(SCREENS.editProject);
const profile = screen(SCREENS.profile);
const editProfile = screen(SCREENS.editProfile);
const developers = screen(SCREENS.developers);
const users = screen(SCREENS.users);
const friends = screen(SCREENS.friends);
const messages = screen(SCREENS.messages);
const dashboard = screen(SCREENS.dashboard);
const analytics = screen(SCREENS.analytics);
const feed = screen(SCREENS.feed);
const search = screen(SCREENS.search);
const notifications = screen(SCREENS.notifications);
const mentionedUser = screen(SCREENS.mentionedUser);
const settings = screen(SCREENS.settings);
const verifyEmail = screen(SCREENS.verifyEmail);
const unsubscribePage = screen(SCREENS.unsubscribe);
const tagPage = screen(SCREENS.tag);
const postPage = screen(SCREENS.post);
const bookmarks = screen(SCREENS.bookmarks);

/**
 * A route loader that starts reading the page's data (`preload(id)`) at once, beside the screen's
 * chunk rather than after it: a first visit saves a round trip (docs/performance.md). It never
 * waits; the screen shows loading, errors and 'Invalid ID' itself.
 */
const preloading =
  (preload) =>
  ({ params }) => {
    const id = parsePathId(params.id);
    if (id !== null) preload(id);
    return null;
  };

/** A thread's data, then the Markdown code its body needs (components/RichText). */
const preloadThreadPage = (id) => preloadThread(id).then((thread) => preloadRichText(thread?.body));

/** What a section shows inside the shell while the first screen of a visit is being fetched. */
const firstLoad = <LoadingState label="Loading page..." />;

/**
 * The one route tree. Each section has its own error element so a failing screen keeps the
 * header and footer. Screens only members may see sit under RequireAuth, except those that show
 * visitors their own 'Access Denied' (spec). Every screen but the not-found one is its own
 * chunk (route `lazy`); the shell, header and footer are in the first download.
 */
export const routes = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        hydrateFallbackElement: firstLoad,
        children: [
          { index: true, lazy: landing },
          { path: 'about', lazy: about },
          { path: 'contact', lazy: contact },
          { path: 'privacy', lazy: privacy },
          { path: 'terms', lazy: terms },
        ],
      },
      {
        errorElement: <RouteError />,
        hydrateFallbackElement: firstLoad,
        children: [
          {
            // A member already signed in goes on to /feed (app/SignedOutOnly.jsx).
            element: <SignedOutOnly />,
            children: [
              { path: 'login', lazy: login },
              { path: 'auth/login', lazy: login },
              { path: 'register', lazy: register },
              { path: 'auth/register', lazy: register },
            ],
          },
          { path: 'auth/forgot-password', lazy: forgot },
          { path: 'auth/reset-password', lazy: reset },
          // The pages a mail's links open: no sign-in needed (the token is the authority).
          { path: 'verify-email', lazy: verifyEmail },
          { path: 'unsubscribe/:token', lazy: unsubscribePage },
        ],
      },
      {
        errorElement: <RouteError />,
        hydrateFallbackElement: firstLoad,
        children: [{ path: 'subscribe', lazy: subscribe }],
      },
      {
        // Public screens (visitors may browse them, spec section 6).
        errorElement: <RouteError />,
        hydrateFallbackElement: firstLoad,
        children: [
          { path: 'search', lazy: search },
          { path: 'feed', lazy: feed },
          // A post's own page, where its time links (members; a visitor is asked to log in).
          { path: 'posts/:id', lazy: postPage },
          { path: 'developers', lazy: developers },
          { path: 'users', lazy: users },
          { path: 'threads', lazy: threadList },
          { path: 'threads/:id', lazy: threadDetail, loader: preloading(preloadThreadPage) },
          { path: 'projects', lazy: projectList },
          // Where a #tag, a tag chip or a trending tag leads: its threads, projects and posts.
          { path: 'tags/:tag', lazy: tagPage },
          // Visitors see this screen's own 'Login Required' (spec), not the login redirect.
          { path: 'projects/new', lazy: createProject },
          { path: 'projects/:id', lazy: projectDetail, loader: preloading(preloadProject) },
          { path: 'profile/:id', lazy: profile },
          // The own profile and its edit form show their own 'Access Denied' with a Log in link
          // back to the page (spec), not the login redirect.
          { path: 'profile', lazy: profile },
          { path: 'profile/edit', lazy: editProfile },
          { path: 'friends', lazy: friends },
          { path: 'messages', lazy: messages },
          { path: 'messages/:id', lazy: messages },
          { path: 'dashboard', lazy: dashboard },
          { path: 'analytics', lazy: analytics },
          // Visitors see its own 'Access Denied'.
          { path: 'notifications', lazy: notifications },
          // Where an @username leads: the member's profile (docs/notifications.md).
          { path: 'u/:username', lazy: mentionedUser },
          { path: 'settings', lazy: settings },
        ],
      },
      {
        // Members only.
        element: <RequireAuth />,
        errorElement: <RouteError />,
        hydrateFallbackElement: firstLoad,
        children: [
          { path: 'threads/new', lazy: createThread },
          { path: 'projects/:id/edit', lazy: editProject },
          // What the member keeps (docs/bookmarks.md): theirs alone.
          { path: 'bookmarks', lazy: bookmarks },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
