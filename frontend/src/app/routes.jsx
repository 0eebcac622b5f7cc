import { ForgotPasswordPage, LoginPage, RegisterPage, ResetPasswordPage } from '../features/auth';
import {
  AboutPage,
  ComingSoonPage,
  ContactPage,
  LandingPage,
  NotFoundPage,
  PrivacyPage,
  TermsPage,
} from '../features/pages';
import {
  CreateProjectPage,
  EditProjectPage,
  ProjectDetailPage,
  ProjectListPage,
} from '../features/projects';
import { SubscribePage } from '../features/subscribe';
import { CreateThreadPage, ThreadDetailPage, ThreadListPage } from '../features/threads';
import { RequireAuth } from './RequireAuth';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

const soon = (section) => <ComingSoonPage section={section} />;

/**
 * The one route tree. Each section has its own error element so a failing screen keeps the
 * header and footer. Screens of later releases point at the shared Coming Soon screen; those
 * only members may see sit under RequireAuth.
 */
export const routes = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <LandingPage /> },
          { path: 'about', element: <AboutPage /> },
          { path: 'contact', element: <ContactPage /> },
          { path: 'privacy', element: <PrivacyPage /> },
          { path: 'terms', element: <TermsPage /> },
        ],
      },
      {
        errorElement: <RouteError />,
        children: [
          { path: 'login', element: <LoginPage /> },
          { path: 'auth/login', element: <LoginPage /> },
          { path: 'register', element: <RegisterPage /> },
          { path: 'auth/register', element: <RegisterPage /> },
          { path: 'auth/forgot-password', element: <ForgotPasswordPage /> },
          { path: 'auth/reset-password', element: <ResetPasswordPage /> },
        ],
      },
      {
        errorElement: <RouteError />,
        children: [{ path: 'subscribe', element: <SubscribePage /> }],
      },
      {
        // Public screens (visitors may browse them, spec section 6).
        errorElement: <RouteError />,
        children: [
          { path: 'feed', element: soon('Feed') },
          { path: 'developers', element: soon('Developers') },
          { path: 'users', element: soon('Users') },
          { path: 'threads', element: <ThreadListPage /> },
          { path: 'threads/:id', element: <ThreadDetailPage /> },
          { path: 'projects', element: <ProjectListPage /> },
          // Visitors see this screen's own 'Login Required' (spec), not the login redirect.
          { path: 'projects/new', element: <CreateProjectPage /> },
          { path: 'projects/:id', element: <ProjectDetailPage /> },
          { path: 'profile/:id', element: soon('Profile') },
        ],
      },
      {
        // Members only.
        element: <RequireAuth />,
        errorElement: <RouteError />,
        children: [
          { path: 'dashboard', element: soon('Overview') },
          { path: 'threads/new', element: <CreateThreadPage /> },
          { path: 'projects/:id/edit', element: <EditProjectPage /> },
          { path: 'profile', element: soon('Profile') },
          { path: 'profile/edit', element: soon('Profile') },
          { path: 'friends', element: soon('Friends') },
          { path: 'messages', element: soon('Messages') },
          { path: 'analytics', element: soon('Analytics') },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
