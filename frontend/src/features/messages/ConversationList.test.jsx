import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render';
import { ConversationList, conversationLabel, sortConversations } from './ConversationList';
import { conversations, NOW } from './fixtures';

const older = conversations[1];
const newer = conversations[0];

test('rows come most recent first, whatever order they arrive in', () => {
  renderWithProviders(<ConversationList conversations={[older, newer]} now={NOW} />);
  const links = within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual(['/messages/8', '/messages/9']);
  expect(sortConversations([older, newer]).map((item) => item.partnerId)).toEqual([8, 9]);
});

test('a row shows the partner, the last message, the time and the unread count', () => {
  renderWithProviders(<ConversationList conversations={conversations} now={NOW} />);
  const [grace, linus] = screen.getAllByTestId('conversation');
  expect(within(grace).getByRole('link', { name: 'Grace Hopper, 2 unread messages' })).toBeInTheDocument();
  expect(within(grace).getByText('See you at the compiler meetup!')).toBeInTheDocument();
  expect(within(grace).getByText('10 minutes ago')).toBeInTheDocument();
  expect(within(grace).getByTestId('unread-count')).toHaveTextContent('2');
  // No unread messages: no count at all.
  expect(within(linus).getByRole('link', { name: 'Linus Torvalds' })).toBeInTheDocument();
  expect(within(linus).queryByTestId('unread-count')).not.toBeInTheDocument();
  expect(conversationLabel({ ...newer, unreadCount: 1 })).toBe('Grace Hopper, 1 unread message');
});

test('the selected conversation is marked as the current one', () => {
  renderWithProviders(<ConversationList conversations={conversations} selectedId={9} now={NOW} />);
  expect(screen.getByRole('link', { name: 'Linus Torvalds' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: /Grace Hopper/ })).not.toHaveAttribute('aria-current');
});

test('each row has a named delete button that hands over its conversation', async () => {
  const onDelete = jest.fn();
  renderWithProviders(<ConversationList conversations={conversations} onDelete={onDelete} now={NOW} />);
  await userEvent.click(screen.getByRole('button', { name: 'Delete conversation with Linus Torvalds' }));
  expect(onDelete).toHaveBeenCalledWith(older);
});

test('without conversations it says so', () => {
  renderWithProviders(<ConversationList conversations={[]} />);
  expect(screen.getByText('No conversations yet')).toBeInTheDocument();
});

test('a longer inbox offers its older conversations, and says when they are coming', async () => {
  const onLoadMore = jest.fn();
  const first = renderWithProviders(
    <ConversationList conversations={conversations} now={NOW} hasMore onLoadMore={onLoadMore} />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Load more conversations' }));
  expect(onLoadMore).toHaveBeenCalledTimes(1);
  first.unmount();
  const loading = renderWithProviders(
    <ConversationList conversations={conversations} now={NOW} hasMore loadingMore onLoadMore={onLoadMore} />,
  );
  expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
  loading.unmount();
  renderWithProviders(<ConversationList conversations={conversations} now={NOW} onLoadMore={onLoadMore} />);
  expect(screen.queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
});
