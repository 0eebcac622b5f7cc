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
