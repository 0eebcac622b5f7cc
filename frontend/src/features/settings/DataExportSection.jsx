import styled from 'styled-components';
import { EXPORT_DOWNLOAD_URL, useDataExport, useMarkExportDownloaded, useRequestExport } from '../../api/account';
import { errorMessage } from '../../api/client';
import { Alert } from '../../components/Alert/Alert';
import { Button, ButtonAnchor } from '../../components/Button/Button';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { ReauthDialog } from '../../components/ReauthDialog/ReauthDialog';
import { useToast } from '../../components/Toast/ToastProvider';
import { useGatedAction } from '../../hooks/useGatedAction';
import { useReauth } from '../../hooks/useReauth';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  justify-items: start;
  p { color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; }
`;

export const EXPORT_INTRO =
  'Get a zip file with your profile, threads, projects (with their images), posts, comments, messages, friends, votes and likes.';

const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** '2.4 MB', '310 KB': the size of the zip. */
export function fileSize(bytes) {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** What the section says about the export in each state; `null` when there is none. */
export function exportNotice(state) {
  switch (state?.status) {
    case 'pending':
      return 'Your data is being prepared. You will get a notification when it is ready.';
    case 'ready':
      return `Your data is ready (${fileSize(state.size)}). It can be downloaded once, until ${when.format(new Date(state.expiresAt))}.`;
    case 'downloaded':
      return 'You downloaded your data. Request a new export to get it again.';
    case 'expired':
      return 'Your last export expired after 7 days without being downloaded.';
    case 'failed':
      return 'Your last export could not be prepared. Please request a new one.';
    default:
      return null;
  }
}

/**
 * Download my data: request an export, see it being prepared (asked again every few seconds), then
 * a one-time download link with its expiry. Downloaded, expired or failed exports offer a new one.
 */
export function DataExportSection() {
  const { exportState, error, isLoading } = useDataExport();
  const requestExport = useRequestExport();
  const markDownloaded = useMarkExportDownloaded();
  const { toast } = useToast();
  const reauth = useReauth();
  const request = useGatedAction(() => reauth.run(requestExport), {
    failureTitle: 'Export not started',
    failure: 'Could not start the export. Please try again.',
  });

  if (isLoading) return <LoadingState label="Loading your data export..." />;
  if (error) return <Alert variant="error">{errorMessage(error, 'Could not load your data export.')}</Alert>;

  const status = exportState?.status ?? 'none';
  const start = async () => {
    if (await request.run()) toast({ title: 'Export started', description: exportNotice({ status: 'pending' }) });
  };
  const notice = exportNotice(exportState);
  return (
    <Body>
      <p>{EXPORT_INTRO}</p>
      {notice && <Alert variant={status === 'failed' ? 'error' : 'info'}>{notice}</Alert>}
      {status === 'ready' && (
        <ButtonAnchor href={EXPORT_DOWNLOAD_URL} download onClick={() => markDownloaded()}>
          Download my data
        </ButtonAnchor>
      )}
      {status !== 'ready' && (
        <Button
          variant={status === 'none' ? 'primary' : 'outline'}
          disabled={status === 'pending' || request.pending}
          aria-busy={request.pending || undefined}
          onClick={start}
        >
          {status === 'pending' ? 'Preparing...' : status === 'none' ? 'Request my data' : 'Request a new export'}
        </Button>
      )}
      <ReauthDialog {...reauth.dialogProps} />
    </Body>
  );
}
