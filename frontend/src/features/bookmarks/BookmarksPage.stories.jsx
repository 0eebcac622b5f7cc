import { Route, Routes } from 'react-router-dom';
import { sampleUser } from '../../testing/fixtures';
import { BookmarksPage } from './BookmarksPage';
import { sampleBookmarks, sampleFolders } from './fixtures';

const FIRST = '/api/me/bookmarks?limit=20';
const FOLDERS = '/api/me/bookmark-folders';

export default {
  title: 'Bookmarks/BookmarksPage',
  component: BookmarksPage,
  render: () => (
    <Routes>
      <Route path="/bookmarks" element={<BookmarksPage />} />
    </Routes>
  ),
  parameters: {
    route: '/bookmarks',
    currentUser: sampleUser,
    swrFallback: { [FIRST]: { items: sampleBookmarks, nextCursor: null }, [FOLDERS]: sampleFolders },
  },
};

export const WithFolders = {};
export const Empty = {
  parameters: { swrFallback: { [FIRST]: { items: [], nextCursor: null }, [FOLDERS]: [] } },
};
export const Phone = { globals: { viewport: { value: 'phone', isRotated: false } } };
