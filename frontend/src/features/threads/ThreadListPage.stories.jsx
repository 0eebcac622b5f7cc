import { Route, Routes } from 'react-router-dom';
import { sampleUser } from '../../testing/fixtures';
import { quietThread, sampleThread, threadTags } from './fixtures';
import { ThreadListPage } from './ThreadListPage';

const page = (items, nextCursor = null) => ({ items, nextCursor });

export default {
  title: 'Threads/ThreadListPage',
  component: ThreadListPage,
  render: () => (
    <Routes>
      <Route path="/threads" element={<ThreadListPage />} />
    </Routes>
  ),
  parameters: {
    route: '/threads',
    currentUser: sampleUser,
    swrFallback: {
      '/api/threads?sortBy=popular&limit=20': page([sampleThread, quietThread], 'next'),
      '/api/threads?sortBy=popular&tag=python&limit=20': page([]),
      '/api/threads/tags': threadTags,
    },
  },
};

export const Popular = {};
export const Empty = { parameters: { route: '/threads?tag=python' } };
