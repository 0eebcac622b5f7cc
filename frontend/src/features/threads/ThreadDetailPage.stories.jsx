import { Route, Routes } from 'react-router-dom';
import { sampleUser } from '../../testing/fixtures';
import { quietThread, sampleComments, sampleThread } from './fixtures';
import { ThreadDetailPage } from './ThreadDetailPage';

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
      '/api/threads/43': quietThread,
      '/api/threads/43/comments': [],
    },
  },
};

export const Member = {};
export const Visitor = { parameters: { currentUser: null } };
export const NotHot = { parameters: { route: '/threads/43' } };
export const InvalidId = { parameters: { route: '/threads/abc' } };
