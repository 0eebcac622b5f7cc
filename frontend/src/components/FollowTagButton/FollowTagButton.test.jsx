import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, requestsTo } from '../../testing/fetchMock';
import { sampleUser } from '../../testing/fixtures';
import { renderWithProviders, settle } from '../../testing/render';
import { FollowTagButton } from './FollowTagButton';

test('a member follows and unfollows a tag; the button says which and is pressed when followed', async () => {
  let followed = [];
  const fetchMock = mockFetch({
    'GET /api/auth/me': { body: sampleUser },
    'GET /api/me/followed-tags': () => ({ body: { tags: followed } }),
    'POST /api/me/followed-tags': ({ body }) => {
      followed = body.following ? [body.tag] : [];
      return { body: { tags: followed } };
    },
  });
  renderWithProviders(<FollowTagButton tag="rust" />);
  const button = await screen.findByRole('button', { name: 'Follow #rust' });
  expect(button).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(button);
  expect(await screen.findByRole('button', { name: 'Following #rust' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(screen.getByRole('button', { name: 'Following #rust' }));
  expect(await screen.findByRole('button', { name: 'Follow #rust' })).toHaveAttribute('aria-pressed', 'false');
  expect(requestsTo(fetchMock, 'POST', '/api/me/followed-tags')).toEqual([
    { tag: 'rust', following: true },
    { tag: 'rust', following: false },
  ]);
});

test('a refusal is told in a toast and nothing changes', async () => {
  mockFetch({
    'GET /api/auth/me': { body: sampleUser },
    'GET /api/me/followed-tags': { body: { tags: [] } },
    'POST /api/me/followed-tags': { status: 400, body: { message: 'You can follow at most 100 tags' } },
  });
  renderWithProviders(<FollowTagButton tag="rust" />);
  await userEvent.click(await screen.findByRole('button', { name: 'Follow #rust' }));
  expect(await screen.findByText('You can follow at most 100 tags')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Follow #rust' })).toHaveAttribute('aria-pressed', 'false');
});

test('visitors see no follow button and nothing is asked', async () => {
  const fetchMock = mockFetch({ 'GET /api/auth/me': { status: 401 } });
  const { container } = renderWithProviders(<FollowTagButton tag="rust" />);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(container.querySelector('button')).toBeNull();
  expect(requestsTo(fetchMock, 'GET', '/api/me/followed-tags')).toEqual([]);
});

test('named, the button shows the tag it follows (a list of suggestions has no chips beside it)', async () => {
  mockFetch({ 'GET /api/auth/me': { body: sampleUser }, 'GET /api/me/followed-tags': { body: { tags: [] } } });
  renderWithProviders(<FollowTagButton tag="rust" named />);
  await settle();
  const button = screen.getByRole('button', { name: 'Follow #rust' });
  expect(button).toHaveTextContent(/^Follow #rust$/);
});
