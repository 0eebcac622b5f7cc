import { sampleUser } from '../../testing/fixtures';
import { SESSIONS_NOW, sampleSessions } from './fixtures';
import { SessionsSection } from './SessionsSection';

export default {
  title: 'Settings/SessionsSection',
  component: SessionsSection,
  args: { now: SESSIONS_NOW },
  parameters: { currentUser: sampleUser },
};

/** This browser ('This device') and two others, each with its own Sign out. */
export const SeveralBrowsers = { parameters: { swrFallback: { '/api/auth/sessions': sampleSessions } } };
/** Signed in on this browser only: nothing else to sign out. */
export const ThisBrowserOnly = { parameters: { swrFallback: { '/api/auth/sessions': sampleSessions.slice(0, 1) } } };
export const Loading = { parameters: { swrPending: ['/api/auth/sessions'] } };
export const LoadError = { parameters: { swrErrors: { '/api/auth/sessions': { status: 500 } } } };
export const Mobile = {
  parameters: { swrFallback: { '/api/auth/sessions': sampleSessions } },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
