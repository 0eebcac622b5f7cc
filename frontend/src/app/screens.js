/**
 * Every screen's chunk, by name: `load()` imports the module, `component` names what it exports.
 * This module imports no code of its own, so boot.js can start the first screen's chunk before
 * the app's code has run; the router's `lazy` asks for the same chunk and gets the same download.
 */
export const SCREENS = {
  bookmarks: {
    load: () => import(/* webpackChunkName: "bookmarks" */ '../features/bookmarks/BookmarksPage'),
    component: 'BookmarksPage',
  },
  notifications: {
    load: () => import(/* webpackChunkName: "notifications" */ '../features/notifications/NotificationsPage'),
    component: 'NotificationsPage',
  },
  mentionedUser: {
    load: () => import(/* webpackChunkName: "mentioned-user" */ '../features/notifications/MentionedUserPage'),
    component: 'MentionedUserPage',
  },
  post: { load: () => import(/* webpackChunkName: "post" */ '../features/feed/PostPage'), component: 'PostPage' },
  tag: { load: () => import(/* webpackChunkName: "tag" */ '../features/tags/TagPage'), component: 'TagPage' },
  landing: {
    load: () => import(/* webpackChunkName: "landing" */ '../features/pages/LandingPage'),
    component: 'LandingPage',
  },
  about: { load: () => import(/* webpackChunkName: "about" */ '../features/pages/AboutPage'), component: 'AboutPage' },
  contact: {
    load: () => import(/* webpackChunkName: "contact" */ '../features/pages/ContactPage'),
    component: 'ContactPage',
  },
  privacy: {
    load: () => import(/* webpackChunkName: "privacy" */ '../features/pages/PrivacyPage'),
    component: 'PrivacyPage',
  },
  terms: { load: () => import(/* webpackChunkName: "terms" */ '../features/pages/TermsPage'), component: 'TermsPage' },
  login: { load: () => import(/* webpackChunkName: "login" */ '../features/auth/LoginPage'), component: 'LoginPage' },
  register: {
    load: () => import(/* webpackChunkName: "register" */ '../features/auth/RegisterPage'),
    component: 'RegisterPage',
  },
  forgot: {
    load: () => import(/* webpackChunkName: "forgot" */ '../features/auth/ForgotPasswordPage'),
    component: 'ForgotPasswordPage',
  },
  reset: {
    load: () => import(/* webpackChunkName: "reset" */ '../features/auth/ResetPasswordPage'),
    component: 'ResetPasswordPage',
  },
  subscribe: {
    load: () => import(/* webpackChunkName: "subscribe" */ '../features/subscribe/SubscribePage'),
    component: 'SubscribePage',
  },
  search: {
    load: () => import(/* webpackChunkName: "search" */ '../features/search/SearchPage'),
    component: 'SearchPage',
  },
  threadList: {
    load: () => import(/* webpackChunkName: "threads" */ '../features/threads/ThreadListPage'),
    component: 'ThreadListPage',
  },
  threadDetail: {
    load: () => import(/* webpackChunkName: "thread" */ '../features/threads/ThreadDetailPage'),
    component: 'ThreadDetailPage',
  },
  createThread: {
    load: () => import(/* webpackChunkName: "new-thread" */ '../features/threads/CreateThreadPage'),
    component: 'CreateThreadPage',
  },
  projectList: {
    load: () => import(/* webpackChunkName: "projects" */ '../features/projects/ProjectListPage'),
    component: 'ProjectListPage',
  },
  projectDetail: {
    load: () => import(/* webpackChunkName: "project" */ '../features/projects/ProjectDetailPage'),
    component: 'ProjectDetailPage',
  },
  createProject: {
    load: () => import(/* webpackChunkName: "new-project" */ '../features/projects/CreateProjectPage'),
    component: 'CreateProjectPage',
  },
  editProject: {
    load: () => import(/* webpackChunkName: "edit-project" */ '../features/projects/EditProjectPage'),
    component: 'EditProjectPage',
  },
  profile: {
    load: () => import(/* webpackChunkName: "profile" */ '../features/people/ProfilePage'),
    component: 'ProfilePage',
  },
  editProfile: {
    load: () => import(/* webpackChunkName: "edit-profile" */ '../features/people/EditProfilePage'),
    component: 'EditProfilePage',
  },
  developers: {
    load: () => import(/* webpackChunkName: "developers" */ '../features/people/DevelopersPage'),
    component: 'DevelopersPage',
  },
  users: { load: () => import(/* webpackChunkName: "users" */ '../features/people/UsersPage'), component: 'UsersPage' },
  friends: {
    load: () => import(/* webpackChunkName: "friends" */ '../features/friends/FriendsPage'),
    component: 'FriendsPage',
  },
  messages: {
    load: () => import(/* webpackChunkName: "messages" */ '../features/messages/MessagesPage'),
    component: 'MessagesPage',
  },
  dashboard: {
    load: () => import(/* webpackChunkName: "dashboard" */ '../features/dashboard/DashboardPage'),
    component: 'DashboardPage',
  },
  analytics: {
    load: () => import(/* webpackChunkName: "analytics" */ '../features/analytics/AnalyticsPage'),
    component: 'AnalyticsPage',
  },
  feed: { load: () => import(/* webpackChunkName: "feed" */ '../features/feed/FeedPage'), component: 'FeedPage' },
  verifyEmail: {
    load: () => import(/* webpackChunkName: "verify-email" */ '../features/mail/VerifyEmailPage'),
    component: 'VerifyEmailPage',
  },
  unsubscribe: {
    load: () => import(/* webpackChunkName: "unsubscribe" */ '../features/mail/UnsubscribePage'),
    component: 'UnsubscribePage',
  },
  settings: {
    load: () => import(/* webpackChunkName: "settings" */ '../features/settings/SettingsPage'),
    component: 'SettingsPage',
  },
};

/**
 * The screens a visit most often starts on, by path (the router's own table is routes.jsx; a
 * test checks these paths open these screens there).
 */
export const FIRST_SCREENS = [
  [/^\/$/, 'landing'],
  [/^\/threads\/?$/, 'threadList'],
  [/^\/threads\/[1-9][0-9]*\/?$/, 'threadDetail'],
  [/^\/projects\/?$/, 'projectList'],
  [/^\/projects\/[1-9][0-9]*\/?$/, 'projectDetail'],
  [/^\/feed\/?$/, 'feed'],
];

/** Asks for the chunk of the screen `pathname` opens, if it is one of FIRST_SCREENS. */
export function startFirstScreen(pathname) {
  const entry = FIRST_SCREENS.find(([pattern]) => pattern.test(pathname));
  if (entry) SCREENS[entry[1]].load().catch(() => {}); // the router reports a failed load
}
