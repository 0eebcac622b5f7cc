import { AnalyticsPage } from './AnalyticsPage';
import { analyticsKey, emptyAnalytics, sampleAnalytics, sampleUser } from './fixtures';

export default {
  title: 'Analytics/AnalyticsPage',
  component: AnalyticsPage,
  parameters: { route: '/analytics', currentUser: sampleUser, swrFallback: { [analyticsKey]: sampleAnalytics } },
};

export const WithData = {};
export const NothingYet = { parameters: { swrFallback: { [analyticsKey]: emptyAnalytics } } };
export const AccessDenied = { parameters: { currentUser: null } };
export const Phone = { globals: { viewport: { value: 'phone', isRotated: false } } };
