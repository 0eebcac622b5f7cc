import { Route, Routes } from 'react-router-dom';
import { sampleUser } from '../../testing/fixtures';
import { quietThread, sampleThread, threadTags } from './fixtures';
import { ThreadListPage } from './ThreadListPage';

const phone = { viewport: { value: 'phone', isRotated: false } };

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
      '/api/threads?sortBy=popular&scope=following&limit=20': page([quietThread]),
      '/api/me/followed-tags': { tags: ['python'] },
    },
  },
};

/** The Following scope: threads in the tags the member follows. */
export const Following = { parameters: { route: '/threads?scope=following' } };

/** The first thread has 5+ upvotes: its card carries the HOT TALK badge. */
export const Popular = {};
export const Empty = { parameters: { route: '/threads?tag=python' } };
export const Visitor = { parameters: { currentUser: null } };
export const Loading = { parameters: { swrPending: ['/api/threads?sortBy=popular&limit=20'] } };
export const Failed = {
  parameters: {
    swrErrors: { '/api/threads?sortBy=popular&limit=20': { status: 500, message: 'Internal Server Error' } },
  },
};
export const Mobile = { globals: phone };
/** The compact view (rows, many a screen), as a visitor who chose it sees it. */
export const CompactView = {
  parameters: { currentUser: null },
  beforeEach: () => {
    window.localStorage.setItem('devnet.threads.view.visitor', 'compact');
    return () => window.localStorage.removeItem('devnet.threads.view.visitor');
  },
};
