import { Route, Routes } from 'react-router-dom';
import { sampleUser } from '../../testing/fixtures';
import { quietThread, sampleComments, sampleThread } from './fixtures';
import { ThreadDetailPage } from './ThreadDetailPage';

const phone = { viewport: { value: 'phone', isRotated: false } };

export default {
  title: 'Threads/ThreadDetailPage',
  component: ThreadDetailPage,
  render: () => (
    <Routes>
      <Route path="/threads/:id" element={<ThreadDetailPage />} />
    </Routes>
  ),
  parameters: {
    route: '/threads/42',
    currentUser: sampleUser,
    swrFallback: {
      '/api/threads/42': sampleThread,
      '/api/threads/42/comments': sampleComments,
      '/api/threads/42/vote': { vote: 'upvote' },
      '/api/threads/42/watch': { watching: true },
      '/api/threads/43/watch': { watching: false },
      '/api/me/followed-tags': { tags: [sampleThread.tags[0]] },
      '/api/threads/43': quietThread,
      '/api/threads/43/comments': [],
    },
  },
};

export const Member = {};
export const Visitor = { parameters: { currentUser: null } };
export const NotHot = { parameters: { route: '/threads/43' } };
/** 'Invalid Thread ID' */
export const InvalidId = { parameters: { route: '/threads/abc' } };
/** The thread's author sees their own thread. */
export const Owner = { parameters: { currentUser: sampleThread.user } };
/** 'Thread Not Found' */
export const NotFound = {
  parameters: { route: '/threads/99', swrErrors: { '/api/threads/99': { status: 404, message: 'Thread not found' } } },
};
export const Loading = { parameters: { route: '/threads/99', swrPending: ['/api/threads/99'] } };
export const Mobile = { globals: phone };
/** The author's own edited thread: the 'edited' mark, and Edit, History and Delete in its menu. */
export const OwnerEdited = {
  parameters: {
    currentUser: sampleThread.user,
    swrFallback: {
      '/api/threads/42': { ...sampleThread, editedAt: '2025-03-01T09:00:00.000Z' },
      '/api/threads/42/comments': sampleComments,
      '/api/threads/42/vote': { vote: null },
    },
  },
};
