import { EngagementChart } from './EngagementChart';
import { days, sampleAnalytics } from './fixtures';

export default { title: 'Analytics/EngagementChart', component: EngagementChart };

export const ThirtyDays = { args: { days: sampleAnalytics.daily } };
export const Quiet = { args: { days: days() } };
export const OneBusyDay = { args: { days: days((index) => (index === 29 ? { profileViews: 7, likes: 3 } : {})) } };
