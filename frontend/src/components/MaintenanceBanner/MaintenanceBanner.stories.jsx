import { MaintenanceBanner } from './MaintenanceBanner';

export default {
  title: 'Components/MaintenanceBanner',
  tags: ['autodocs'],
  component: MaintenanceBanner,
  args: { readOnly: true },
};

export const ReadOnly = {};
export const ReadWrite = { args: { readOnly: false } };
