import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { LocationDisplay } from '../../testing/LocationDisplay';
import { mockFetch, requestsTo } from '../../testing/fetchMock';
import { sampleUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { conversations, graceMessages } from './fixtures';
import { MessagesPage } from './MessagesPage';

function renderAt(route) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/messages" element={<MessagesPage />} />
        <Route path="/messages/:id" element={<MessagesPage />} />
      </Routes>
      <LocationDisplay />
    </>,
    { route },
  );
}

/** A small server: opening a conversation marks it read; sending adds a message. */
function serve() {
  let summaries = conversations.map((item) => ({ ...item }));
  let grace = [...graceMessages];
  const fetchMock = mockFetch({
    'GET /api/auth/me': { body: sampleUser },
    'GET /api/messages': () => ({ body: summaries }),
    'GET /api/conversations/8': () => {
      summaries = summaries.map((item) => (item.partnerId === 8 ? { ...item, unreadCount: 0 } : item));
      return { body: grace };
    },
    'GET /api/conversations/9': { body: [] },
    'POST /api/messages': ({ body }) => {
      const sent = {
        id: 99,
        fromUserId: 7,
        toUserId: body.toUserId,
        subject: null,
        message: body.message,
        createdAt: '2026-11-22T11:59:00.000Z',
        readAt: null,
      };
      grace = [...grace, sent];
      return { status: 201, body: sent };
    },
    'PATCH /api/messages/1': ({ body }) => {
      grace = grace.map((item) => (item.id === 1 ? { ...item, ...body, editedAt: '2026-11-22T11:58:00.000Z' } : item));
      return { body: grace[0] };
    },
    'DELETE /api/messages/1?forEveryone=true': () => {
      grace = grace.map((item) => (item.id === 1 ? { ...item, message: '', subject: null, deleted: true } : item));
      return { status: 204 };
    },
    'DELETE /api/conversations/8': () => {
      summaries = summaries.filter((item) => item.partnerId !== 8);
      return { status: 204 };
    },
  });
  return fetchMock;
}

test('without a selection the list shows and the other pane asks to select a conversation', async () => {
  serve();
  renderAt('/messages');
  expect(await screen.findByRole('link', { name: 'Grace Hopper, 2 unread messages' })).toBeInTheDocument();
  expect(screen.getByText('Select a conversation')).toBeInTheDocument();
});

test('opening a conversation shows its bubbles and its unread count drops', async () => {
  serve();
  renderAt('/messages');
  await userEvent.click(await screen.findByRole('link', { name: 'Grace Hopper, 2 unread messages' }));
  const bubbles = await screen.findByRole('list', { name: 'Messages with Grace Hopper' });
  expect(within(bubbles).getAllByTestId('message')).toHaveLength(3);
  expect(within(bubbles).getByText('Compilers')).toBeInTheDocument();
  // jsdom applies no media queries, so this is the small screen: the list pane is hidden now.
  expect(screen.queryByRole('list', { name: 'Conversations' })).not.toBeInTheDocument();
  const list = screen.getByRole('list', { name: 'Conversations', hidden: true });
  expect(await within(list).findByRole('link', { name: 'Grace Hopper', hidden: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(within(list).queryByTestId('unread-count')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Grace Hopper' })).toBeInTheDocument();
});

test('bubbles render links and highlighted code blocks as user text', async () => {
  serve();
  renderAt('/messages/8');
  const bubbles = await screen.findByRole('list', { name: 'Messages with Grace Hopper' });
  const link = await within(bubbles).findByRole('link', { name: 'https://devnet.example/meetup' });
  expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  expect(within(bubbles).getByText('cargo').tagName).toBe('CODE');
  const code = bubbles.querySelector('pre');
  expect(code).toHaveTextContent('long ns = 1;');
  await waitFor(() => expect(code).toHaveAttribute('data-highlighted', 'true'));
});

test('Enter sends the trimmed text, Shift+Enter starts a new line', async () => {
  const fetchMock = serve();
  renderAt('/messages/8');
  const input = await screen.findByPlaceholderText('Type a message...');
  await userEvent.type(input, '  Hello{Shift>}{Enter}{/Shift}there  ');
  expect(input).toHaveValue('  Hello\nthere  ');
  expect(requestsTo(fetchMock, 'POST', '/api/messages')).toEqual([]);
  await userEvent.keyboard('{Enter}');
  await waitFor(() =>
    expect(requestsTo(fetchMock, 'POST', '/api/messages')).toEqual([{ toUserId: 8, message: 'Hello\nthere' }]),
  );
  expect(await screen.findByText('Message sent')).toBeInTheDocument();
  expect(input).toHaveValue('');
  // Empty text sends nothing.
  await userEvent.type(input, '   {Enter}');
  expect(requestsTo(fetchMock, 'POST', '/api/messages')).toHaveLength(1);
});

test('Reply puts an @username mention in the input', async () => {
  serve();
  renderAt('/messages/8');
  const [reply] = await screen.findAllByRole('button', { name: 'Reply to Grace Hopper' });
  await userEvent.click(reply);
  const input = screen.getByPlaceholderText('Type a message...');
  expect(input).toHaveValue('@grace_h ');
  expect(input).toHaveFocus();
});

test('deleting a conversation asks first, then clears the selection', async () => {
  const fetchMock = serve();
  renderAt('/messages/8');
  await screen.findByRole('list', { name: 'Messages with Grace Hopper' });
  const [fromList] = screen.getAllByRole('button', { name: 'Delete conversation with Grace Hopper' });
  await userEvent.click(fromList);
  const dialog = screen.getByRole('dialog', { name: 'Delete conversation' });
  expect(dialog).toHaveTextContent('Delete your conversation with Grace Hopper?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(requestsTo(fetchMock, 'DELETE', '/api/conversations/8')).toHaveLength(0);
  await userEvent.click(fromList);
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Conversation deleted')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/messages');
  expect(await screen.findByText('Select a conversation')).toBeInTheDocument();
  await waitFor(() =>
    expect(
      within(screen.getByRole('list', { name: 'Conversations' })).queryByRole('link', { name: /Grace Hopper/ }),
    ).not.toBeInTheDocument(),
  );
});

test('a conversation without messages says so', async () => {
  serve();
  renderAt('/messages/9');
  expect(await screen.findByText('No messages yet')).toBeInTheDocument();
});

test('the sender edits their own message (edited mark) and deletes it for everyone after confirming', async () => {
  const fetchMock = serve();
  renderAt('/messages/8');
  const list = await screen.findByRole('list', { name: 'Messages with Grace Hopper' });
  // Only one's own messages can be edited or deleted for everyone.
  expect(within(list).getAllByRole('button', { name: 'Edit message' })).toHaveLength(1);
  await userEvent.click(within(list).getByRole('button', { name: 'Edit message' }));
  const field = screen.getByLabelText('Edit your message');
  await userEvent.clear(field);
  await userEvent.type(field, ' Are you coming? ');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Message updated')).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'PATCH', '/api/messages/1')).toEqual([
    { message: 'Are you coming?', subject: 'Compilers' },
  ]);
  expect(await screen.findByTestId('edited-mark')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Delete for everyone' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete for everyone' });
  expect(dialog).toHaveTextContent("Both of you will see 'Message deleted' in its place.");
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByTestId('message-deleted')).toHaveTextContent('Message deleted');
  expect(screen.queryByRole('button', { name: 'Edit message' })).not.toBeInTheDocument();
});

test('a partner one blocked: the history stays, the composer gives way to a notice', async () => {
  mockFetch({
    'GET /api/auth/me': { body: sampleUser },
    'GET /api/messages': { body: conversations },
    'GET /api/conversations/8': { body: graceMessages },
    'GET /api/users/8': { body: { ...conversations[0].partner, isBlocked: true, isMuted: false } },
  });
  renderAt('/messages/8');
  expect(await screen.findByText('You have blocked this member. Unblock them to send a message.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  expect(screen.getAllByTestId('message').length).toBe(graceMessages.length);
  expect(screen.getByRole('button', { name: /^More actions for/ })).toBeInTheDocument();
});

test('a message the server refuses (a block) shows its reason', async () => {
  mockFetch({
    'GET /api/auth/me': { body: sampleUser },
    'GET /api/messages': { body: conversations },
    'GET /api/conversations/8': { body: graceMessages },
    'GET /api/users/8': { body: { ...conversations[0].partner, isBlocked: false, isMuted: false } },
    'POST /api/messages': { status: 403, body: { message: 'You cannot message this member' } },
  });
  renderAt('/messages/8');
  await userEvent.type(await screen.findByLabelText('Message'), 'Hello there');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('You cannot message this member')).toBeInTheDocument();
});

test('the inbox pages: older conversations come with the next page as the member asks', async () => {
  const ada = {
    partnerId: 10,
    partner: { ...conversations[1].partner, id: 10, username: 'ada_l', displayName: 'Ada Lovelace' },
    lastMessage: { message: 'Notes on the engine', createdAt: '2026-11-01T09:00:00.000Z' },
    unreadCount: 0,
  };
  const fetchMock = mockFetch({
    'GET /api/auth/me': { body: sampleUser },
    'GET /api/messages?limit=20': {
      body: conversations,
      headers: { Link: '</api/messages?limit=20&cursor=older>; rel="next"' },
    },
    'GET /api/messages?limit=20&cursor=older': { body: [ada] },
  });
  renderAt('/messages');
  expect(await screen.findByRole('link', { name: 'Linus Torvalds' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Ada Lovelace' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Load more conversations' }));
  expect(await screen.findByRole('link', { name: 'Ada Lovelace' })).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'GET', '/api/messages?limit=20&cursor=older')).toHaveLength(1);
  expect(screen.queryByRole('button', { name: 'Load more conversations' })).not.toBeInTheDocument();
});

test('a conversation opens at its newest message, with the box to answer in brought into view', async () => {
  serve();
  // jsdom lays nothing out: a list taller than its box is stood in for.
  const heights = jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(2000);
  const scrolled = jest.spyOn(Element.prototype, 'scrollIntoView');
  renderAt('/messages/8');
  const list = await screen.findByRole('list', { name: 'Messages with Grace Hopper' });
  expect(list.scrollTop).toBe(2000);
  expect(scrolled.mock.contexts.map((element) => element.getAttribute('aria-label'))).toContain('Send a message');
  heights.mockRestore();
  scrolled.mockRestore();
});
