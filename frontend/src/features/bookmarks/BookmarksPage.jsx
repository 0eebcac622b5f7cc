import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useCurrentUser } from '../../api/auth';
import { bookmarkLink, useBookmarkFolders, useBookmarkList, useBookmarks } from '../../api/bookmarks';
import { errorMessage } from '../../api/client';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Container, PageSection } from '../../components/Container/Container';
import { ConfirmDialog } from '../../components/Dialog/Dialog';
import { Icon } from '../../components/Icon/Icon';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { Menu } from '../../components/Menu/Menu';
import { RelativeTime } from '../../components/RelativeTime/RelativeTime';
import { TextField } from '../../components/TextField/TextField';
import { useToast } from '../../components/Toast/ToastProvider';
import { usePageMeta } from '../../hooks/usePageMeta';

const Head = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.font.size['3xl']};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Folders = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  & > button {
    max-width: 100%;
    min-width: 0;
  }
`;

/** A folder's name in a control: a long one is cut with an ellipsis rather than widen the page. */
const Name = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const NewFolder = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  & > :first-child {
    flex: 1 1 14rem;
  }
`;

const FolderBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  list-style: none;
  padding: 0;
`;

const Row = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  min-width: 0;
`;

const ItemLink = styled(Link)`
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover {
    text-decoration: underline;
  }
`;

const Excerpt = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const Kind = styled.span`
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.surfaceHover};
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const InFolder = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;

const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(10)};
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space(6)};
`;

const KIND_NAMES = { thread: 'Thread', project: 'Project', post: 'Post' };

/** What a kept item is called in the list and in its controls' names. */
const nameOf = (item) => item.title || item.excerpt;

function BookmarkRow({ item, folders, onMove, onRemove }) {
  const name = nameOf(item);
  const folder = folders?.find((f) => f.id === item.folderId);
  const moves = [
    ...(item.folderId == null ? [] : [{ label: 'No folder', onSelect: () => onMove(item, null) }]),
    ...(folders ?? [])
      .filter((f) => f.id !== item.folderId)
      .map((f) => ({ label: f.name, onSelect: () => onMove(item, f) })),
  ];
  return (
    <Row data-testid="bookmark">
      <Meta>
        <Kind>{KIND_NAMES[item.kind]}</Kind>
        <span>{item.user.displayName}</span>
        <RelativeTime value={item.itemCreatedAt} />
        {folder && (
          <InFolder>
            <Icon name="folder" size={12} />
            {folder.name}
          </InFolder>
        )}
      </Meta>
      <ItemLink to={bookmarkLink(item)}>{name}</ItemLink>
      {item.title && item.excerpt && <Excerpt>{item.excerpt}</Excerpt>}
      <Actions>
        <Menu
          ariaLabel={`Move to folder: ${name}`}
          label="Move to folder"
          align="start"
          items={moves}
          empty="Make a folder above to file it."
        >
          <Icon name="folder" size={16} />
          Move
        </Menu>
        <Button variant="ghost" size="sm" onClick={() => onRemove(item)} aria-label={`Remove bookmark: ${name}`}>
          <Icon name="trash" size={16} />
          Remove
        </Button>
      </Actions>
    </Row>
  );
}

/** The folder filter's buttons: all, the unfiled, and each folder (pressed: the one shown). */
function FolderFilter({ folders, value, onChange }) {
  const options = [
    { value: '', label: 'All' },
    { value: 'none', label: 'No folder' },
    ...(folders ?? []).map((folder) => ({ value: String(folder.id), label: folder.name })),
  ];
  return (
    <Folders role="group" aria-label="Folders">
      {options.map((option) => (
        <Button
          key={option.value || 'all'}
          size="sm"
          variant={value === option.value ? 'secondary' : 'ghost'}
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          <Name>{option.label}</Name>
        </Button>
      ))}
    </Folders>
  );
}

/**
 * /bookmarks: what the signed-in member keeps (threads, projects, feed posts), newest kept first,
 * twenty at a time; folders they name filter it, and each item moves between them or is removed.
 * Private to the member (docs/bookmarks.md).
 */
export function BookmarksPage() {
  usePageMeta({ title: 'Bookmarks', description: 'What you keep to read later on DevNet.' });
  const { user } = useCurrentUser();
  const signedIn = Boolean(user);
  const [folder, setFolder] = useState('');
  const { folders, create, rename, remove } = useBookmarkFolders(signedIn);
  const { bookmarks, error, hasMore, loadMore, loadingMore } = useBookmarkList(folder, signedIn);
  const { keep, drop } = useBookmarks(signedIn);
  const { toast } = useToast();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState('');
  const [renaming, setRenaming] = useState(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const shown = folders?.find((f) => String(f.id) === folder);

  const attempt = async (action, failure) => {
    setBusy(true);
    try {
      return await action();
    } catch (caught) {
      toast({ title: 'Error', description: errorMessage(caught, failure), variant: 'destructive' });
      return undefined;
    } finally {
      setBusy(false);
    }
  };

  const submitFolder = async (event) => {
    event.preventDefault();
    setNameError('');
    setBusy(true);
    try {
      if (renaming) {
        await rename(renaming.id, name);
        toast({ title: 'Folder renamed' });
      } else {
        const made = await create(name);
        toast({ title: 'Folder created', description: made.name });
      }
      setName('');
      setRenaming(null);
    } catch (caught) {
      setNameError(errorMessage(caught, 'Could not save the folder.'));
    } finally {
      setBusy(false);
    }
  };

  const move = (item, target) =>
    attempt(async () => {
      await keep(item.kind, item.itemId, target?.id ?? null);
      toast({ title: target ? `Moved to ${target.name}` : 'Moved out of its folder' });
    }, 'Could not move the bookmark.');

  const removeItem = (item) =>
    attempt(async () => {
      await drop(item.kind, item.itemId);
      toast({ title: 'Bookmark removed' });
    }, 'Could not remove the bookmark.');

  const removeFolder = () =>
    attempt(async () => {
      await remove(shown.id);
      setConfirming(false);
      setFolder('');
      toast({ title: 'Folder deleted', description: 'Its bookmarks are kept, in no folder.' });
    }, 'Could not delete the folder.');

  let content;
  if (error && !bookmarks) {
    content = <Alert variant="error">{errorMessage(error, 'Failed to load bookmarks')}</Alert>;
  } else if (!bookmarks) {
    content = <LoadingState label="Loading bookmarks..." />;
  } else if (bookmarks.length === 0) {
    content = (
      <Empty>
        <Icon name="bookmark" />
        <p>{folder ? 'Nothing in this folder yet' : 'No bookmarks yet'}</p>
        <p>Use Bookmark on a thread, a project or a post to keep it here.</p>
      </Empty>
    );
  } else {
    content = (
      <>
        <List aria-label="Bookmarks">
          {bookmarks.map((item) => (
            <BookmarkRow key={item.id} item={item} folders={folders} onMove={move} onRemove={removeItem} />
          ))}
        </List>
        {hasMore && (
          <More>
            <Button variant="outline" onClick={loadMore} disabled={loadingMore}>
              {loadingMore ? 'Loading...' : 'Load more'}
            </Button>
          </More>
        )}
      </>
    );
  }

  return (
    <PageSection>
      <Container $size="text">
        <Head>
          <Title>Bookmarks</Title>
          <Muted>Only you can see what you keep and your folders.</Muted>
        </Head>
        <NewFolder onSubmit={submitFolder}>
          <TextField
            label={renaming ? `New name for ${renaming.name}` : 'New folder'}
            value={name}
            maxLength={40}
            onChange={(event) => setName(event.target.value)}
            error={nameError}
            placeholder="e.g. Rust reading"
          />
          <Button type="submit" disabled={busy || !name.trim()}>
            {renaming ? 'Rename' : 'Create folder'}
          </Button>
          {renaming && (
            <Button type="button" variant="ghost" onClick={() => (setRenaming(null), setName(''), setNameError(''))}>
              Cancel
            </Button>
          )}
        </NewFolder>
        <FolderFilter folders={folders} value={folder} onChange={setFolder} />
        {shown && (
          <FolderBar>
            <Button
              variant="outline"
              size="sm"
              onClick={() => (setRenaming(shown), setName(shown.name), setNameError(''))}
            >
              <Icon name="edit" size={16} />
              Rename folder
            </Button>
            <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
              <Icon name="trash" size={16} />
              Delete folder
            </Button>
          </FolderBar>
        )}
        {content}
        <ConfirmDialog
          open={confirming}
          title={`Delete the folder ${shown?.name ?? ''}?`}
          description="Its bookmarks are kept, in no folder."
          confirmLabel="Delete folder"
          onConfirm={removeFolder}
          onCancel={() => setConfirming(false)}
          busy={busy}
        />
      </Container>
    </PageSection>
  );
}
