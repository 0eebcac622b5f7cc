import { sampleUser } from '../../testing/fixtures';
import { DashboardPage } from './DashboardPage';
import { emptyDashboard, filledDashboard } from './fixtures';

export default {
  title: 'Dashboard/DashboardPage',
  component: DashboardPage,
  parameters: { route: '/dashboard', currentUser: sampleUser, swrFallback: filledDashboard },
};

export const Overview = {};
export const NothingYet = {
  parameters: { currentUser: { ...sampleUser, hourlyRate: null }, swrFallback: emptyDashboard },
};
export const AccessDenied = { parameters: { currentUser: null } };
export const Phone = { globals: { viewport: { value: 'phone', isRotated: false } } };
/** A new member on a 320 px phone: the getting-started checklist above the panels. */
export const NewMemberSmallPhone = {
  parameters: {
    currentUser: { ...sampleUser, displayName: '', avatarSeed: null, skills: [], hourlyRate: null, threadCount: 0 },
    swrFallback: { ...emptyDashboard, '/api/friends?limit=100': [] },
  },
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
};
