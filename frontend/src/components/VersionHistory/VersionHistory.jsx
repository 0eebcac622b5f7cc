import styled from 'styled-components';
import { useVersions } from '../../api/edits';
import { Dialog } from '../Dialog/Dialog';
import { LoadingState } from '../LoadingState/LoadingState';
import { RelativeTime } from '../RelativeTime/RelativeTime';
import { RichText } from '../RichText/RichText';
import { TagChips } from '../TagChips/TagChips';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Version = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  h3 { font-size: ${({ theme }) => theme.font.size.md}; font-weight: ${({ theme }) => theme.font.weight.semibold}; }
`;

const When = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const Note = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The earlier versions of a thread or post, newest first, as `VersionList` shows them. */
export function VersionList({ versions, error, isLoading, now }) {
  if (isLoading && !versions) return <LoadingState label="Loading earlier versions..." />;
  if (error && !versions) return <Note>Earlier versions could not be loaded. Please try again later.</Note>;
  if (!versions || versions.length === 0) return <Note>No earlier versions: this was never edited.</Note>;
  return (
    <List aria-label="Earlier versions">
      {versions.map((version) => (
        <Version key={version.id}>
          {version.title && <h3>{version.title}</h3>}
          <When>
            Posted <RelativeTime value={version.writtenAt} now={now} />, replaced{' '}
            <RelativeTime value={version.replacedAt} now={now} />
          </When>
          <RichText text={version.body} />
          <TagChips tags={version.tags ?? []} label="Tags of this version" />
        </Version>
      ))}
    </List>
  );
}

/**
 * 'History': a dialog with the earlier versions of a thread or post (`kind` 'thread' | 'post'),
 * which only its author and moderators may read (the server answers 403 to anyone else). The
 * versions are read when it opens.
 */
export function VersionHistory({ kind, id, open, onClose, now }) {
  const { versions, error, isLoading } = useVersions(kind, open ? id : null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Edit history"
      description="Earlier versions, newest first. Only you and the moderators can see them."
    >
      <VersionList versions={versions} error={error} isLoading={isLoading} now={now} />
    </Dialog>
  );
}
