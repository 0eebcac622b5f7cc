import { RelativeTime } from './RelativeTime';

const hoursAgo = (hours) => new Date(Date.now() - hours * 3600 * 1000).toISOString();

export default {
  title: 'Components/RelativeTime',
  tags: ['autodocs'],
  component: RelativeTime,
  args: { value: hoursAgo(2) },
};

export const HoursAgo = {};
export const DaysAgo = { args: { value: hoursAgo(72) } };
