import { sampleUser } from '../../testing/fixtures';
import { BookmarkButton } from './BookmarkButton';

const MARKS = '/api/me/bookmarks/marks';
const FOLDERS = '/api/me/bookmark-folders';

export default {
  title: 'Components/BookmarkButton',
  component: BookmarkButton,
  parameters: {
    currentUser: sampleUser,
    swrFallback: { [MARKS]: [], [FOLDERS]: [{ id: 1, name: 'Rust reading', createdAt: '2026-11-20T10:00:00.000Z' }] },
  },
  args: { kind: 'thread', itemId: 42 },
};

export const NotKept = {};
/** Kept in a folder: pressed, with the folder's menu beside it. */
export const KeptInAFolder = {
  parameters: { swrFallback: { [MARKS]: [{ kind: 'thread', itemId: 42, folderId: 1 }] } },
};
export const Phone = {
  parameters: { swrFallback: { [MARKS]: [{ kind: 'thread', itemId: 42, folderId: 1 }] } },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
