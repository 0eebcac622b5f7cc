import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { mockFetch } from '../../testing/fetchMock';
import { grace, sampleUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { TagPage } from './TagPage';

const renderAt = (path) =>
  renderWithProviders(
    <Routes>
      <Route path="/tags/:tag" element={<TagPage />} />
    </Routes>,
    { route: path },
  );

const lists = {
  'GET /api/threads?sortBy=latest&tag=rust&limit=20': {
    body: [{ id: 5, title: 'Borrow checker tips', commentCount: 1, user: grace }],
  },
  'GET /api/projects?sortBy=latest&tag=rust&limit=20': {
    body: [{ id: 8, title: 'A tiny Rust CLI', description: 'It **parses** flags.' }],
  },
};

test("a tag's page lists its threads, projects and, for a member, posts, each leading on", async () => {
  mockFetch({
    'GET /api/auth/me': { body: sampleUser },
    'GET /api/me/followed-tags': { body: { tags: [] } },
    ...lists,
    'GET /api/posts?tag=rust&limit=10': { body: [{ id: 77, content: 'Shipped it in #rust', user: grace }] },
  });
  renderAt('/tags/Rust');
  expect(screen.getByRole('heading', { level: 1, name: '#rust' })).toBeInTheDocument();
  const threads = screen.getByRole('region', { name: 'Threads' });
  expect(await within(threads).findByRole('link', { name: 'Borrow checker tips' })).toHaveAttribute(
    'href',
    '/threads/5',
  );
  expect(threads).toHaveTextContent('Grace Hopper · 1 comment');
  expect(within(threads).getByRole('link', { name: 'All threads tagged #rust' })).toHaveAttribute(
    'href',
    '/threads?sortBy=latest&tag=rust',
  );
  const projects = screen.getByRole('region', { name: 'Projects' });
  expect(await within(projects).findByRole('link', { name: 'A tiny Rust CLI' })).toHaveAttribute('href', '/projects/8');
  expect(projects).toHaveTextContent('It parses flags.');
  const posts = screen.getByRole('region', { name: 'Posts' });
  expect(await within(posts).findByRole('link', { name: 'Shipped it in #rust' })).toHaveAttribute('href', '/posts/77');
  expect(await screen.findByRole('button', { name: 'Follow #rust' })).toBeInTheDocument();
  expect(document.title).toBe('#rust | DevNet - Developer Social Network');
});

test('a visitor sees threads and projects, and a Log in link back for the posts', async () => {
  const fetchMock = mockFetch({ 'GET /api/auth/me': { status: 401 }, ...lists });
  renderAt('/tags/rust');
  const posts = screen.getByRole('region', { name: 'Posts' });
  expect(await within(posts).findByRole('link', { name: 'Log in to see them' })).toHaveAttribute(
    'href',
    '/login?redirectTo=/tags/rust',
  );
  expect(await screen.findByRole('link', { name: 'Borrow checker tips' })).toBeInTheDocument();
  expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/posts'))).toBe(false);
});
