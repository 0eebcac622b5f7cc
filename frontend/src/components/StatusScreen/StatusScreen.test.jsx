import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { postStatusScreen, StatusScreen } from './StatusScreen';

test('a status screen shows its title as the page heading', () => {
  renderWithProviders(<StatusScreen title="Access Denied">Please log in.</StatusScreen>);
  expect(screen.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
  expect(screen.getByText('Please log in.')).toBeInTheDocument();
});

const thread = { kind: 'Thread', noun: 'discussion', back: { to: '/threads', label: 'Back to Discussions' } };

test('a post page explains an invalid id, a missing post and a failure', () => {
  const { unmount } = renderWithProviders(postStatusScreen({ ...thread, id: null }));
  expect(screen.getByRole('heading', { name: 'Invalid Thread ID' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Discussions' })).toHaveAttribute('href', '/threads');
  unmount();
  const second = renderWithProviders(postStatusScreen({ ...thread, id: 1, error: { status: 404 } }));
  expect(screen.getByRole('heading', { name: 'Thread Not Found' })).toBeInTheDocument();
  second.unmount();
  renderWithProviders(postStatusScreen({ ...thread, id: 1, error: { status: 500 } }));
  expect(screen.getByText('The discussion could not be loaded. Please try again later.')).toBeInTheDocument();
});

test('a loaded post needs no status screen', () => {
  expect(postStatusScreen({ ...thread, id: 1, post: { id: 1 }, isLoading: false })).toBeNull();
});
