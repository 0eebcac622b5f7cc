import { ReportPanel } from './ReportPanel';

export default {
  title: 'Components/ReportPanel',
  component: ReportPanel,
  args: { onSubmit: () => {}, onCancel: () => {} },
};

export const Thread = {};
export const Project = { args: { what: 'project' } };
export const Sending = { args: { sending: true } };
