import { preloadProject } from '../api/projects';
import { preloadThread } from '../api/threads';
import { parsePathId } from '../hooks/usePathId';
import { LoadingState } from '../components/LoadingState/LoadingState';
import { NotFoundPage } from '../features/pages/NotFoundPage';
import { RequireAuth } from './RequireAuth';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

/**
 * A screen in its own chunk, fetched when a route first needs it (the router waits for it before
 * it shows the new page, so scroll restoration finds the page there). `load` imports the module,
 * `name` is the component it exports; `props` are given to it.
 */
const screen = (load, name, props) => () =>
  load().then((module) => {
    const Screen = module[name];
    return { Component: props ? () => <Screen {...props} /> : Screen };
  });

const landing = screen(() => import(/* webpackChunkName: "landing" */ '../features/pages/LandingPage'), 'LandingPage');
const about = screen(() => import(/* webpackChunkName: "about" */ '../features/pages/AboutPage'), 'AboutPage');
const contact = screen(() => import(/* webpackChunkName: "contact" */ '../features/pages/ContactPage'), 'ContactPage');
const privacy = screen(() => import(/* webpackChunkName: "privacy" */ '../features/pages/PrivacyPage'), 'PrivacyPage');
const terms = screen(() => import(/* webpackChunkName: "terms" */ '../features/pages/TermsPage'), 'TermsPage');
const login = screen(() => import(/* webpackChunkName: "login" */ '../features/auth/LoginPage'), 'LoginPage');
const register = screen(() => import(/* webpackChunkName: "register" */ '../features/auth/RegisterPage'), 'RegisterPage');
const forgot = screen(() => import(/* webpackChunkName: "forgot" */ '../features/auth/ForgotPasswordPage'), 'ForgotPasswordPage');
const reset = screen(() => import(/* webpackChunkName: "reset" */ '../features/auth/ResetPasswordPage'), 'ResetPasswordPage');
const subscribe = screen(() => import(/* webpackChunkName: "subscribe" */ '../features/subscribe/SubscribePage'), 'SubscribePage');
const threadList = screen(() => import(/* webpackChunkName: "threads" */ '../features/threads/ThreadListPage'), 'ThreadListPage');
const threadDetail = screen(() => import(/* webpackChunkName: "thread" */ '../features/threads/ThreadDetailPage'), 'ThreadDetailPage');
const createThread = screen(() => import(/* webpackChunkName: "new-thread" */ '../features/threads/CreateThreadPage'), 'CreateThreadPage');
const projectList = screen(() => import(/* webpackChunkName: "projects" */ '../features/projects/ProjectListPage'), 'ProjectListPage');
const projectDetail = screen(() => import(/* webpackChunkName: "project" */ '../features/projects/ProjectDetailPage'), 'ProjectDetailPage');
const createProject = screen(() => import(/* webpackChunkName: "new-project" */ '../features/projects/CreateProjectPage'), 'CreateProjectPage');
const editProject = screen(() => import(/* webpackChunkName: "edit-project" */ '../features/projects/EditProjectPage'), 'EditProjectPage');
const profile = screen(() => import(/* webpackChunkName: "profile" */ '../features/people/ProfilePage'), 'ProfilePage');
const editProfile = screen(() => import(/* webpackChunkName: "edit-profile" */ '../features/people/EditProfilePage'), 'EditProfilePage');
const developers = screen(() => import(/* webpackChunkName: "developers" */ '../features/people/DevelopersPage'), 'DevelopersPage');
const users = screen(() => import(/* webpackChunkName: "users" */ '../features/people/UsersPage'), 'UsersPage');
const friends = screen(() => import(/* webpackChunkName: "friends" */ '../features/friends/FriendsPage'), 'FriendsPage');
const messages = screen(() => import(/* webpackChunkName: "messages" */ '../features/messages/MessagesPage'), 'MessagesPage');
const dashboard = screen(() => import(/* webpackChunkName: "dashboard" */ '../features/dashboard/DashboardPage'), 'DashboardPage');
const analytics = screen(() => import(/* webpackChunkName: "analytics" */ '../features/analytics/AnalyticsPage'), 'AnalyticsPage');
const feed = screen(() => import(/* webpackChunkName: "feed" */ '../features/feed/FeedPage'), 'FeedPage');

/**
 * A route loader that starts reading the page's data (`preload(id)`) at once, beside the screen's
 * chunk rather than after it: a first visit saves a round trip (docs/benchmarks.md). It never
 * waits; the screen shows loading, errors and 'Invalid ID' itself.
 */
const preloading = (preload) => ({ params }) => {
  const id = parsePathId(params.id);
  if (id !== null) preload(id);
  return null;
};

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
          { path: 'login', lazy: login },
          { path: 'auth/login', lazy: login },
          { path: 'register', lazy: register },
          { path: 'auth/register', lazy: register },
          { path: 'auth/forgot-password', lazy: forgot },
          { path: 'auth/reset-password', lazy: reset },
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
          { path: 'feed', lazy: feed },
          { path: 'developers', lazy: developers },
          { path: 'users', lazy: users },
          { path: 'threads', lazy: threadList },
          { path: 'threads/:id', lazy: threadDetail, loader: preloading(preloadThread) },
          { path: 'projects', lazy: projectList },
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
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
