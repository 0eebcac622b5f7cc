import { Route, Routes } from 'react-router-dom';
import { grace, sampleUser } from '../../testing/fixtures';
import { TagPage } from './TagPage';

const page = (items) => ({ items, nextCursor: null });
const lists = {
  '/api/threads?sortBy=latest&tag=rust&limit=20': page([
    { id: 5, title: 'Borrow checker tips for people coming from C++', commentCount: 1, user: grace },
    { id: 4, title: 'Async Rust without tears', commentCount: 4, user: sampleUser },
  ]),
  '/api/projects?sortBy=latest&tag=rust&limit=20': page([
    { id: 8, title: 'A tiny Rust CLI', description: 'It **parses** flags and prints tables.' },
  ]),
  '/api/posts?tag=rust&limit=10': page([{ id: 77, content: 'Shipped it in #rust today', user: grace }]),
  '/api/me/followed-tags': { tags: [] },
};

export default {
  title: 'Tags/TagPage',
  component: TagPage,
  render: () => (
    <Routes>
      <Route path="/tags/:tag" element={<TagPage />} />
    </Routes>
  ),
  parameters: { layout: 'fullscreen', route: '/tags/rust', swrFallback: lists },
};

export const Member = { parameters: { currentUser: sampleUser } };
export const Visitor = { parameters: { currentUser: null } };
export const Empty = {
  parameters: {
    currentUser: sampleUser,
    route: '/tags/zig',
    swrFallback: {
      '/api/threads?sortBy=latest&tag=zig&limit=20': page([]),
      '/api/projects?sortBy=latest&tag=zig&limit=20': page([]),
      '/api/posts?tag=zig&limit=10': page([]),
      '/api/me/followed-tags': { tags: [] },
    },
  },
};
export const Mobile = {
  parameters: { currentUser: sampleUser },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
