import { sampleUser } from '../../testing/fixtures';
import { DataExportSection } from './DataExportSection';
import { downloadedExport, expiredExport, failedExport, noExport, pendingExport, readyExport } from './fixtures';

const KEY = '/api/me/export';

export default {
  title: 'Settings/DataExportSection',
  component: DataExportSection,
  parameters: { route: '/settings', currentUser: sampleUser, swrFallback: { [KEY]: noExport } },
};

export const NoExportYet = {};
export const BeingPrepared = { parameters: { swrFallback: { [KEY]: pendingExport } } };
export const ReadyToDownload = { parameters: { swrFallback: { [KEY]: readyExport } } };
export const Downloaded = { parameters: { swrFallback: { [KEY]: downloadedExport } } };
export const Expired = { parameters: { swrFallback: { [KEY]: expiredExport } } };
export const Failed = { parameters: { swrFallback: { [KEY]: failedExport } } };
export const Loading = { parameters: { swrFallback: {}, swrPending: [KEY] } };
export const LoadFailed = {
  parameters: { swrFallback: {}, swrErrors: { [KEY]: { status: 500, message: 'Internal Server Error' } } },
};
