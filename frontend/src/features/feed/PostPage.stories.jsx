import { Route, Routes } from 'react-router-dom';
import { sampleUser } from '../../testing/fixtures';
import { codePost } from './fixtures';
import { PostPage } from './PostPage';

export default {
  title: 'Feed/PostPage',
  component: PostPage,
  parameters: { layout: 'fullscreen', route: '/posts/101', currentUser: sampleUser },
  render: () => (
    <Routes>
      <Route path="/posts/:id" element={<PostPage />} />
    </Routes>
  ),
};

const found = { swrFallback: { '/api/posts/101': codePost, '/api/posts/101/comments': [] } };

export const Member = { parameters: found };
export const NotFound = { parameters: { swrErrors: { '/api/posts/101': { status: 404, message: 'Post not found' } } } };
export const Visitor = { parameters: { currentUser: null } };
export const Mobile = { parameters: found, globals: { viewport: { value: 'phone', isRotated: false } } };
