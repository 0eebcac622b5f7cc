import { MaintenanceBanner } from './MaintenanceBanner';

export default {
  title: 'Components/MaintenanceBanner',
  tags: ['autodocs'],
  component: MaintenanceBanner,
  args: { readOnly: true },
};

// Read-write, it renders nothing (MaintenanceBanner.test.jsx): no story for an empty frame.
export const ReadOnly = {};
