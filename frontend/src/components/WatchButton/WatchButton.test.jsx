import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, requestsTo } from '../../testing/fetchMock';
import { sampleUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { WatchButton } from './WatchButton';

test('a member watches and unwatches a thread, told by a toast each time', async () => {
  const fetchMock = mockFetch({
    'GET /api/auth/me': { body: sampleUser },
    'GET /api/threads/7/watch': { body: { watching: false } },
    'PUT /api/threads/7/watch': { body: { watching: true } },
    'DELETE /api/threads/7/watch': { body: { watching: false } },
  });
  renderWithProviders(<WatchButton threadId={7} />);
  const button = await screen.findByRole('button', { name: 'Watch' });
  expect(button).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(button);
  expect(await screen.findByRole('button', { name: 'Watching' })).toHaveAttribute('aria-pressed', 'true');
  expect(await screen.findByText('You will be told of new comments.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Watching' }));
  expect(await screen.findByRole('button', { name: 'Watch' })).toHaveAttribute('aria-pressed', 'false');
  expect(requestsTo(fetchMock, 'PUT', '/api/threads/7/watch')).toHaveLength(1);
  expect(requestsTo(fetchMock, 'DELETE', '/api/threads/7/watch')).toHaveLength(1);
});

test('visitors see no watch button', async () => {
  const fetchMock = mockFetch({ 'GET /api/auth/me': { status: 401 } });
  const { container } = renderWithProviders(<WatchButton threadId={7} />);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(container.querySelector('button')).toBeNull();
  expect(requestsTo(fetchMock, 'GET', '/api/threads/7/watch')).toEqual([]);
});
