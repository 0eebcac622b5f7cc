import { act, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { useComments } from '../api/comments';
import { useFeed } from '../api/feed';
import { friendKeys, useFriendRequests, useFriendStatus } from '../api/friends';
import { useSiteStatus } from '../api/health';
import { MaintenanceBanner } from '../components/MaintenanceBanner/MaintenanceBanner';
import { renderWithProviders } from '../testing/render';
import { useConversation, useConversations } from '../api/messages';
import { useLatestNotifications, useUnreadCount } from '../api/notifications';
import { mockFetch } from '../testing/fetchMock';
import { FakeSocket } from '../testing/fakeSocket';
import { swrDefaults } from '../api/swrConfig';
import { useLive } from './useLive';

const ME = { id: 12, username: 'ada' };
const GRACE = { id: 5, username: 'grace' };
const LINUS = { id: 9, username: 'linus' };
const post = (id, user, content) => ({
  id,
  content,
  user,
  mediaUrls: [],
  tags: [],
  createdAt: '2026-01-01T00:00:00Z',
  isLiked: false,
  likesCount: 0,
  commentsCount: 0,
  sharesCount: 0,
});
const message = (id, fromUserId, toUserId, text, createdAt) => ({
  id,
  fromUserId,
  toUserId,
  subject: null,
  message: text,
  createdAt,
  readAt: null,
});

function Feed({ scope }) {
  const { posts } = useFeed(scope);
  return (
    <ul aria-label={scope}>
      {posts?.map((item) => (
        <li key={item.id}>{item.content}</li>
      ))}
    </ul>
  );
}

function Conversations() {
  const { conversations } = useConversations(true, { refreshInterval: 0 });
  return (
    <ul aria-label="conversations">
      {conversations?.map((item) => (
        <li key={item.partnerId}>{`${item.partner.username}: ${item.lastMessage.message} (${item.unreadCount})`}</li>
      ))}
    </ul>
  );
}

function Conversation() {
  const { messages } = useConversation(GRACE.id, { refreshInterval: 0 });
  return (
    <ul aria-label="with grace">
      {messages?.map((item) => (
        <li key={item.id}>{item.message}</li>
      ))}
    </ul>
  );
}

function ThreadComments() {
  const { comments } = useComments('threads', 3);
  return (
    <ul aria-label="comments">
      {comments?.map((item) => (
        <li key={item.id}>{`${item.body} (${item.likeCount}${item.liked ? ', mine' : ''})`}</li>
      ))}
    </ul>
  );
}

function Live({ children }) {
  useLive({ WebSocketImpl: FakeSocket });
  return children;
}

async function mount(ui, cacheEntries = []) {
  const cache = new Map([['/api/auth/me', { data: ME }], ...cacheEntries]);
  const view = render(
    <SWRConfig value={{ ...swrDefaults, provider: () => cache, dedupingInterval: 0 }}>
      <Live>{ui}</Live>
    </SWRConfig>,
  );
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  const [socket] = FakeSocket.instances;
  act(() => socket.serverOpens());
  const send = (frame) => act(async () => socket.serverSends(frame));
  return { view, socket, send };
}

const gets = (fetchMock, prefix) =>
  fetchMock.mock.calls.filter(([url, init = {}]) => (init.method ?? 'GET') === 'GET' && String(url).startsWith(prefix));

beforeEach(() => {
  FakeSocket.instances = [];
});

test('new_post puts the post at the top of the feed without reading the feed again', async () => {
  const fetchMock = mockFetch({
    'GET /api/posts': () => ({
      body: [post(1, LINUS, 'from a friend')],
    }),
  });
  const { socket, send } = await mount(
    <>
      <Feed scope="global" />
      <Feed scope="friends" />
    </>,
  );
  expect(socket.sent).toEqual([{ type: 'auth', userId: ME.id }]);
  expect(await screen.findAllByText('from a friend')).toHaveLength(2);
  const reads = gets(fetchMock, '/api/posts').length;

  await send({ type: 'new_post', post: post(2, GRACE, 'hello from a stranger') });
  await send({ type: 'new_post', post: post(3, LINUS, 'hello from a friend') });
  await send({ type: 'new_post', post: post(3, LINUS, 'hello from a friend') }); // twice: shown once

  const global = screen.getByRole('list', { name: 'global' });
  expect([...global.children].map((item) => item.textContent)).toEqual([
    'hello from a friend',
    'hello from a stranger',
    'from a friend',
  ]);
  // Friends scope: Linus already has a post there, Grace is not known as a friend.
  const friends = screen.getByRole('list', { name: 'friends' });
  expect([...friends.children].map((item) => item.textContent)).toEqual(['hello from a friend', 'from a friend']);
  expect(gets(fetchMock, '/api/posts')).toHaveLength(reads);
});

test('the Friends scope takes posts of self and of members in the cached friends list', async () => {
  mockFetch({ 'GET /api/posts': { body: [] } });
  const { send } = await mount(<Feed scope="friends" />, [[friendKeys.list(), { data: [GRACE] }]]);
  await send({ type: 'new_post', post: post(7, GRACE, 'a friend posts') });
  await send({ type: 'new_post', post: post(8, ME, 'I post') });
  await send({ type: 'new_post', post: post(9, LINUS, 'a stranger posts') });
  const friends = screen.getByRole('list', { name: 'friends' });
  expect([...friends.children].map((item) => item.textContent)).toEqual(['I post', 'a friend posts']);
});

test('new_message adds the message to the conversation and moves it up the list, one more unread', async () => {
  const fetchMock = mockFetch({
    'GET /api/messages': {
      body: [
        {
          partnerId: LINUS.id,
          partner: LINUS,
          lastMessage: { message: 'newer', createdAt: '2026-01-02T00:00:00Z' },
          unreadCount: 0,
        },
        {
          partnerId: GRACE.id,
          partner: GRACE,
          lastMessage: { message: 'hi', createdAt: '2026-01-01T00:00:00Z' },
          unreadCount: 0,
        },
      ],
    },
    [`GET /api/conversations/${GRACE.id}`]: { body: [message(1, GRACE.id, ME.id, 'hi', '2026-01-01T00:00:00Z')] },
  });
  const { send } = await mount(<Conversations />);
  expect(await screen.findByText('grace: hi (0)')).toBeInTheDocument();
  // The session itself may be re-checked at any time (SWR revalidates it); what matters is that no
  // conversation or list is read.
  const messageReads = () => gets(fetchMock, '/api/messages').length + gets(fetchMock, '/api/conversations').length;
  const reads = messageReads();

  await send({ type: 'new_message', message: message(2, GRACE.id, ME.id, 'are you there?', '2026-01-03T00:00:00Z') });
  await send({ type: 'new_message', message: message(3, ME.id, LINUS.id, 'yes', '2026-01-03T00:01:00Z') }); // from another tab of mine

  const list = screen.getByRole('list', { name: 'conversations' });
  expect([...list.children].map((item) => item.textContent)).toEqual(['linus: yes (0)', 'grace: are you there? (1)']);
  expect(messageReads()).toBe(reads); // no conversation is open: nothing is read
});

test('an incoming message shows in the open conversation, which is read again so the server marks it read', async () => {
  let thread = [message(1, GRACE.id, ME.id, 'hi', '2026-01-01T00:00:00Z')];
  const fetchMock = mockFetch({
    'GET /api/messages': {
      body: [
        {
          partnerId: GRACE.id,
          partner: GRACE,
          lastMessage: { message: 'hi', createdAt: '2026-01-01T00:00:00Z' },
          unreadCount: 0,
        },
      ],
    },
    [`GET /api/conversations/${GRACE.id}`]: () =>
      new Promise((resolve) => setTimeout(() => resolve({ body: thread }), 50)),
  });
  const { send } = await mount(
    <>
      <Conversations />
      <Conversation />
    </>,
  );
  expect(await screen.findByText('hi', { selector: '[aria-label="with grace"] li' })).toBeInTheDocument();
  const reads = gets(fetchMock, `/api/conversations/${GRACE.id}`).length;
  const incoming = message(2, GRACE.id, ME.id, 'are you there?', '2026-01-03T00:00:00Z');
  thread = [...thread, { ...incoming, readAt: '2026-01-03T00:00:01Z' }];
  await send({ type: 'new_message', message: incoming });
  // Shown at once, before the read answers.
  const shown = screen.getByRole('list', { name: 'with grace' });
  expect([...shown.children].map((item) => item.textContent)).toEqual(['hi', 'are you there?']);
  expect(gets(fetchMock, `/api/conversations/${GRACE.id}`)).toHaveLength(reads + 1);
  expect(await screen.findByText('grace: are you there? (0)')).toBeInTheDocument();
});

test('a first message from someone new reads the conversation list again (for their profile)', async () => {
  let summaries = [];
  const fetchMock = mockFetch({
    'GET /api/messages': () => ({ body: summaries }),
    [`GET /api/conversations/${GRACE.id}`]: { body: [] },
  });
  const { send } = await mount(<Conversations />);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  summaries = [
    {
      partnerId: GRACE.id,
      partner: GRACE,
      lastMessage: { message: 'hello', createdAt: '2026-01-03T00:00:00Z' },
      unreadCount: 1,
    },
  ];
  const before = gets(fetchMock, '/api/messages').length;
  await send({ type: 'new_message', message: message(4, GRACE.id, ME.id, 'hello', '2026-01-03T00:00:00Z') });
  expect(await screen.findByText('grace: hello (1)')).toBeInTheDocument();
  expect(gets(fetchMock, '/api/messages')).toHaveLength(before + 1);
});

test('friend_request refreshes the pending requests; the socket closes on unmount', async () => {
  let requests = [];
  const fetchMock = mockFetch({ 'GET /api/friends/requests': () => ({ body: requests }) });
  function Bell() {
    const { requests: data } = useFriendRequests(true, { refreshInterval: 0 });
    return <output>{data ? data.length : '-'}</output>;
  }
  const { view, socket, send } = await mount(<Bell />);
  expect(await screen.findByText('0')).toBeInTheDocument();
  requests = [{ id: 4, requester: LINUS }];
  await send({ type: 'friend_request', request: { id: 4, requester: LINUS } });
  expect(await screen.findByText('1')).toBeInTheDocument();
  expect(gets(fetchMock, '/api/friends/requests')).toHaveLength(2);
  view.unmount();
  expect(socket.closed).toBe(1000);
});

test('notification sets the unread count at once and reads the latest notices again', async () => {
  let notices = [];
  const fetchMock = mockFetch({
    'GET /api/notifications/unread-count': { body: { count: 0 } },
    'GET /api/notifications?limit=5': () => ({ body: notices }),
  });
  function Bell() {
    const { count } = useUnreadCount(true, { refreshInterval: 0 });
    const { notifications } = useLatestNotifications();
    return <output>{`${count} unread, ${notifications ? notifications.length : '-'} listed`}</output>;
  }
  const { send } = await mount(<Bell />);
  expect(await screen.findByText('0 unread, 0 listed')).toBeInTheDocument();
  notices = [{ id: 1, text: 'Grace mentioned you in a post', read: false }];
  await send({ type: 'notification', unreadCount: 1 });
  expect(await screen.findByText('1 unread, 1 listed')).toBeInTheDocument();
  // The count came with the event: it was not read again.
  expect(gets(fetchMock, '/api/notifications/unread-count')).toHaveLength(1);
});

test('maintenance turns the read-only state at once and back, without reading health again', async () => {
  const fetchMock = mockFetch({ 'GET /api/health': { body: { status: 'ok', readOnly: false } } });
  function State() {
    const { readOnly } = useSiteStatus();
    return <output>{readOnly ? 'read-only' : 'read-write'}</output>;
  }
  const { send } = await mount(<State />);
  expect(await screen.findByText('read-write')).toBeInTheDocument();
  await send({ type: 'maintenance', readOnly: true, reason: 'restore' });
  expect(await screen.findByText('read-only')).toBeInTheDocument();
  await send({ type: 'maintenance', readOnly: false });
  expect(await screen.findByText('read-write')).toBeInTheDocument();
  expect(gets(fetchMock, '/api/health')).toHaveLength(1);
});

test('the shell shows the banner when health says the site is read-only', async () => {
  mockFetch({ 'GET /api/health': { body: { status: 'ok', readOnly: true } } });
  function Shell() {
    const { readOnly } = useSiteStatus();
    return <MaintenanceBanner readOnly={readOnly} />;
  }
  renderWithProviders(<Shell />);
  expect(await screen.findByTestId('maintenance-banner')).toBeInTheDocument();
});

test('post_updated changes the post in place (keeping my like) and post_deleted drops it, with no feed read', async () => {
  const fetchMock = mockFetch({
    'GET /api/posts': () => ({ body: [{ ...post(1, LINUS, 'first words'), isLiked: true }, post(2, GRACE, 'other')] }),
  });
  const { send } = await mount(<Feed scope="global" />);
  expect(await screen.findByText('first words')).toBeInTheDocument();
  const reads = gets(fetchMock, '/api/posts').length;
  const edited = { ...post(1, LINUS, 'better words'), editedAt: '2026-01-01T01:00:00Z' };
  delete edited.isLiked;
  await send({ type: 'post_updated', post: edited });
  const global = screen.getByRole('list', { name: 'global' });
  expect([...global.children].map((item) => item.textContent)).toEqual(['better words', 'other']);
  await send({ type: 'post_deleted', postId: 2 });
  expect([...global.children].map((item) => item.textContent)).toEqual(['better words']);
  expect(gets(fetchMock, '/api/posts')).toHaveLength(reads);
});

test('message_updated and message_deleted replace the message in the open conversation', async () => {
  const sent = message(4, GRACE.id, ME.id, 'helo', '2026-01-01T00:00:00Z');
  mockFetch({
    'GET /api/conversations/5': { body: [sent] },
    'GET /api/messages': { body: [] },
  });
  const { send } = await mount(<Conversation />);
  expect(await screen.findByText('helo')).toBeInTheDocument();
  await send({ type: 'message_updated', message: { ...sent, message: 'hello', editedAt: '2026-01-01T00:01:00Z' } });
  expect(screen.getByText('hello')).toBeInTheDocument();
  await send({ type: 'message_deleted', message: { ...sent, message: '', deleted: true } });
  expect(screen.queryByText('hello')).not.toBeInTheDocument();
});

test("new_comment and comment_liked change the open page's comments without reading them again", async () => {
  const comment = (id, body, extra = {}) => ({ id, body, user: GRACE, likeCount: 0, liked: false, ...extra });
  const fetchMock = mockFetch({
    'GET /api/threads/3/comments': { body: [comment(1, 'Top', { liked: true, likeCount: 1 })] },
  });
  const { send } = await mount(<ThreadComments />);
  expect(await screen.findByText('Top (1, mine)')).toBeInTheDocument();
  const reads = gets(fetchMock, '/api/threads/3/comments').length;
  const reply = comment(2, 'A reply', { parentId: 1 });
  await send({ type: 'new_comment', parentType: 'thread', parentId: 3, comment: reply });
  await send({ type: 'new_comment', parentType: 'thread', parentId: 3, comment: reply }); // twice: shown once
  await send({ type: 'new_comment', parentType: 'thread', parentId: 4, comment: comment(3, 'Another page') });
  await send({ type: 'comment_liked', parentType: 'thread', parentId: 3, commentId: 1, likeCount: 2 });
  const list = screen.getByRole('list', { name: 'comments' });
  expect([...list.children].map((item) => item.textContent)).toEqual(['Top (2, mine)', 'A reply (0)']);
  expect(gets(fetchMock, '/api/threads/3/comments')).toHaveLength(reads);
});

test('comments_changed makes the open page read its comments again, and only that page', async () => {
  let listed = [{ id: 1, body: 'Top', user: GRACE, likeCount: 0, liked: false }];
  const fetchMock = mockFetch({ 'GET /api/threads/3/comments': () => ({ body: listed }) });
  const { send } = await mount(<ThreadComments />);
  expect(await screen.findByText('Top (0)')).toBeInTheDocument();
  const reads = gets(fetchMock, '/api/threads/3/comments').length;
  await send({ type: 'comments_changed', parentType: 'thread', parentId: 4 });
  expect(gets(fetchMock, '/api/threads/3/comments')).toHaveLength(reads);
  listed = [];
  await send({ type: 'comments_changed', parentType: 'thread', parentId: 3 });
  await waitFor(() => expect(screen.queryByText('Top (0)')).not.toBeInTheDocument());
  expect(gets(fetchMock, '/api/threads/3/comments')).toHaveLength(reads + 1);
});

test("a notice reads an open profile's friendship again: an accepted request shows at once", async () => {
  let status = 'pending_sent';
  mockFetch({
    'GET /api/notifications/unread-count': { body: { count: 0 } },
    'GET /api/notifications?limit=5': { body: [] },
    'GET /api/friends/status/5': () => ({ body: { status, friendship: { id: 3, status: 'pending' } } }),
  });
  function Profile() {
    const { status: shown } = useFriendStatus(GRACE.id, true);
    return <output>{shown ?? '-'}</output>;
  }
  const { send } = await mount(<Profile />);
  expect(await screen.findByText('pending_sent')).toBeInTheDocument();
  status = 'friends';
  await send({ type: 'notification', unreadCount: 1 });
  expect(await screen.findByText('friends')).toBeInTheDocument();
});
