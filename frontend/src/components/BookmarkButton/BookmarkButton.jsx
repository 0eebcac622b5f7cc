import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useCurrentUser } from '../../api/auth';
import { errorMessage } from '../../api/client';
import { useBookmarkFolders, useBookmarks } from '../../api/bookmarks';
import { useGatedAction } from '../../hooks/useGatedAction';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { Menu } from '../Menu/Menu';
import { useToast } from '../Toast/ToastProvider';

const FAILED = 'Could not change the bookmark.';

/** The folder's name on the menu's button: a long one is cut rather than widen a phone's page. */
const FolderName = styled.span`
  max-width: 12rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/**
 * Keeps the item (unfiled) or lets it go, told by a toast (with a link to /bookmarks, followed with
 * `navigate`); `bookmarks` is useBookmarks()'s answer. A failure is told too, never thrown: the
 * one toggle of BookmarkButton and the feed's cards.
 */
export async function toggleBookmark(bookmarks, kind, itemId, toast, navigate) {
  try {
    if (bookmarks.isKept(kind, itemId)) {
      await bookmarks.drop(kind, itemId);
      toast({ title: 'Bookmark removed' });
    } else {
      await bookmarks.keep(kind, itemId);
      toast({
        title: 'Bookmarked',
        description: 'Find it in your bookmarks.',
        action: { label: 'View bookmarks', href: '/bookmarks', onSelect: () => navigate('/bookmarks') },
      });
    }
  } catch (failure) {
    toast({ title: 'Error', description: errorMessage(failure, FAILED), variant: 'destructive' });
  }
}

/**
 * `{kept, folderId, toggle, moveTo(folder), pending}` for one item (`kind` 'thread', 'project' or
 * 'post'); a visitor is asked to log in.
 */
export function useBookmarkToggle(kind, itemId) {
  const { user } = useCurrentUser();
  const bookmarks = useBookmarks(Boolean(user));
  const { toast } = useToast();
  const navigate = useNavigate();
  const toggle = useGatedAction(() => toggleBookmark(bookmarks, kind, itemId, toast, navigate), {
    signIn: 'Please log in to bookmark.',
    failure: FAILED,
  });
  const move = useGatedAction(
    async (folder) => {
      await bookmarks.keep(kind, itemId, folder?.id ?? null);
      toast({ title: folder ? `Moved to ${folder.name}` : 'Moved out of its folder' });
    },
    { failure: 'Could not move the bookmark.' },
  );
  return {
    kept: bookmarks.isKept(kind, itemId),
    folderId: bookmarks.folderOf(kind, itemId),
    toggle: toggle.run,
    moveTo: move.run,
    pending: toggle.pending || move.pending,
  };
}

/**
 * 'Bookmark' on a thread or project page (pressed while kept), and while kept a menu to file it in
 * one of the member's folders (made and managed at /bookmarks). Private to the member.
 */
export function BookmarkButton({ kind, itemId }) {
  const { user } = useCurrentUser();
  const { kept, folderId, toggle, moveTo, pending } = useBookmarkToggle(kind, itemId);
  const { folders } = useBookmarkFolders(Boolean(user) && kept);
  const current = folders?.find((folder) => folder.id === folderId);
  const items = [
    { label: folderId == null ? 'No folder (current)' : 'No folder', onSelect: () => moveTo(null) },
    ...(folders ?? []).map((folder) => ({
      label: folder.id === folderId ? `${folder.name} (current)` : folder.name,
      onSelect: () => moveTo(folder),
    })),
    { separator: true },
    { label: 'Manage folders', to: '/bookmarks' },
  ];
  return (
    <>
      <Button variant={kept ? 'secondary' : 'ghost'} size="sm" aria-pressed={kept} onClick={toggle} disabled={pending}>
        <Icon name="bookmark" size={16} filled={kept} />
        Bookmark
      </Button>
      {kept && (
        <Menu
          ariaLabel={`Bookmark folder: ${current?.name ?? 'none'}`}
          label="Bookmark folder"
          align="start"
          items={items}
        >
          <Icon name="folder" size={16} />
          <FolderName>{current?.name ?? 'No folder'}</FolderName>
        </Menu>
      )}
    </>
  );
}
