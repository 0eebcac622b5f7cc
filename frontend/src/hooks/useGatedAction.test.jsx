import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../api/client';
import { mockFetch } from '../testing/fetchMock';
import { sampleUser } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';
import { useGatedAction } from './useGatedAction';

function LikeButton({ action, refuse }) {
  const like = useGatedAction(action, { signIn: 'Please log in to like posts', failure: 'Failed to like.', refuse });
  return (
    <button type="button" onClick={() => like.run('post-7')} disabled={like.pending}>
      {like.pending ? 'Liking' : 'Like'}
    </button>
  );
}

const visitor = { 'GET /api/auth/me': { status: 401, body: { message: 'Not authenticated' } } };
const member = { 'GET /api/auth/me': { body: sampleUser } };

/** Clicks Like once the current user is known (the hook ignores clicks before). */
async function clickLike() {
  await screen.findByRole('button', { name: 'Like' });
  await new Promise((resolve) => setTimeout(resolve, 0));
  await userEvent.click(screen.getByRole('button', { name: 'Like' }));
}

test("a visitor gets 'Login required' and the action does not run", async () => {
  mockFetch(visitor);
  const action = jest.fn();
  renderWithProviders(<LikeButton action={action} />);
  await clickLike();
  const toast = await screen.findByRole('alert');
  expect(toast).toHaveTextContent('Login required');
  expect(toast).toHaveTextContent('Please log in to like posts');
  expect(action).not.toHaveBeenCalled();
});

test('a member runs the action once while it is pending, with its arguments', async () => {
  mockFetch(member);
  let finish;
  const action = jest.fn(() => new Promise((resolve) => (finish = resolve)));
  renderWithProviders(<LikeButton action={action} />);
  await clickLike();
  expect(screen.getByRole('button', { name: 'Liking' })).toBeDisabled();
  expect(action).toHaveBeenCalledTimes(1);
  expect(action).toHaveBeenCalledWith('post-7');
  finish();
  expect(await screen.findByRole('button', { name: 'Like' })).toBeEnabled();
});

test("a refusal is shown instead of running; a failure shows the server's message", async () => {
  mockFetch(member);
  const refused = jest.fn();
  const { unmount } = renderWithProviders(
    <LikeButton
      action={refused}
      refuse={(user) =>
        user.id === sampleUser.id ? { title: 'Cannot like', description: 'That is your own post.' } : null
      }
    />,
  );
  await clickLike();
  expect(await screen.findByRole('alert')).toHaveTextContent('That is your own post.');
  expect(refused).not.toHaveBeenCalled();
  unmount();

  const failing = () =>
    Promise.reject(new ApiError('429: slow down', { status: 429, info: { message: 'Too many requests' } }));
  renderWithProviders(<LikeButton action={failing} />);
  await clickLike();
  const toast = await screen.findByRole('alert');
  expect(toast).toHaveTextContent('Error');
  expect(toast).toHaveTextContent('Too many requests');
});
