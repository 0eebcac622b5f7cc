import { act, render } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import { feedCacheKey } from '../api/feed';
import { connectLive, RECONNECT_DELAY_MS, socketUrl, subscribeLive } from './live';
import { applyLiveEvent, useLive } from './useLive';

/** A stand-in for the browser's WebSocket (jsdom has no server to reach): records what is sent. */
class FakeSocket {
  static instances = [];

  constructor(url) {
    this.url = url;
    this.sent = [];
    this.closed = null;
    FakeSocket.instances.push(this);
  }

  send(data) {
    this.sent.push(JSON.parse(data));
  }

  close(code) {
    this.closed = code;
  }

  // What the server does:
  serverOpens() {
    this.onopen?.();
  }

  serverSends(frame) {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }

  serverCloses() {
    this.onclose?.({ code: 1006 });
  }
}

beforeEach(() => {
  FakeSocket.instances = [];
  jest.useFakeTimers();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  jest.useRealTimers();
  console.warn.mockRestore();
});

test('the socket URL follows the page: ws for http, wss for https', () => {
  expect(socketUrl({ protocol: 'http:', host: 'localhost:8080' })).toBe('ws://localhost:8080/ws');
  expect(socketUrl({ protocol: 'https:', host: 'devnet.example' })).toBe('wss://devnet.example/ws');
});

test('on open it sends the auth frame; events reach onEvent; malformed frames are logged and ignored', () => {
  const onEvent = jest.fn();
  const stop = connectLive({ userId: 7, onEvent, url: 'ws://x/ws', WebSocketImpl: FakeSocket });
  const [socket] = FakeSocket.instances;
  expect(socket.url).toBe('ws://x/ws');
  socket.serverOpens();
  expect(socket.sent).toEqual([{ type: 'auth', userId: 7 }]);
  socket.serverSends('not json');
  socket.serverSends('[1,2]');
  socket.serverSends({ kind: 'nope' });
  expect(onEvent).not.toHaveBeenCalled();
  expect(console.warn).toHaveBeenCalled();
  socket.serverSends({ type: 'new_post', post: { id: 1 } });
  expect(onEvent).toHaveBeenCalledWith({ type: 'new_post', post: { id: 1 } });
  stop();
  expect(socket.closed).toBe(1000);
});

test('after a close it opens again 3000 ms later, and not once stopped', () => {
  const stop = connectLive({ userId: 7, onEvent: jest.fn(), url: 'ws://x/ws', WebSocketImpl: FakeSocket });
  FakeSocket.instances[0].serverCloses();
  act(() => jest.advanceTimersByTime(RECONNECT_DELAY_MS - 1));
  expect(FakeSocket.instances).toHaveLength(1);
  act(() => jest.advanceTimersByTime(1));
  expect(FakeSocket.instances).toHaveLength(2);
  FakeSocket.instances[1].serverOpens();
  expect(FakeSocket.instances[1].sent).toEqual([{ type: 'auth', userId: 7 }]);
  FakeSocket.instances[1].serverCloses();
  stop();
  act(() => jest.advanceTimersByTime(RECONNECT_DELAY_MS * 2));
  expect(FakeSocket.instances).toHaveLength(2);
});

test('each event refreshes its keys: posts, conversations, friend requests', async () => {
  const mutate = jest.fn(() => Promise.resolve());
  await applyLiveEvent({ type: 'new_post', post: { id: 3 } }, { mutate, userId: 1 });
  const postKeys = mutate.mock.calls.map(([key]) => key);
  expect(postKeys).toEqual(expect.arrayContaining([feedCacheKey('global'), feedCacheKey('friends')]));
  const postFilter = postKeys.find((key) => typeof key === 'function');
  expect(postFilter('/api/posts?scope=global&limit=20')).toBe(true);
  expect(postFilter('/api/threads')).toBe(false);

  mutate.mockClear();
  await applyLiveEvent({ type: 'new_message', message: { fromUserId: 5, toUserId: 1 } }, { mutate, userId: 1 });
  expect(mutate).toHaveBeenCalledWith('/api/messages');
  const conversation = mutate.mock.calls.map(([key]) => key).find((key) => typeof key === 'function');
  expect(conversation('/api/conversations/5')).toBe(true);
  expect(conversation('/api/conversations/5?cursor=abc')).toBe(true);
  expect(conversation('/api/conversations/51')).toBe(false);

  mutate.mockClear();
  // The sender's other tab: the partner is the recipient.
  await applyLiveEvent({ type: 'new_message', message: { fromUserId: 1, toUserId: 9 } }, { mutate, userId: 1 });
  expect(mutate.mock.calls.map(([key]) => key).find((key) => typeof key === 'function')('/api/conversations/9')).toBe(true);

  mutate.mockClear();
  await applyLiveEvent({ type: 'friend_request', request: { id: 2 } }, { mutate, userId: 1 });
  expect(mutate).toHaveBeenCalledWith('/api/friends/requests');
});

function Probe({ onRequests }) {
  useLive({ WebSocketImpl: FakeSocket });
  const { data } = useSWR('/api/friends/requests', onRequests);
  return <output>{data ? data.length : '-'}</output>;
}

test('useLive opens the socket for the signed-in member, refreshes on events and closes on unmount', async () => {
  const requests = [[], [{ id: 4 }]];
  const fetchRequests = jest.fn(() => Promise.resolve(requests.shift() ?? []));
  const heard = jest.fn();
  const unsubscribe = subscribeLive(heard);
  const cache = new Map([['/api/auth/me', { data: { id: 12, username: 'ada' } }]]);
  const view = render(
    <SWRConfig value={{ provider: () => cache, dedupingInterval: 0, revalidateOnFocus: false }}>
      <Probe onRequests={fetchRequests} />
    </SWRConfig>,
  );
  await act(async () => {
    await Promise.resolve();
  });
  const [socket] = FakeSocket.instances;
  expect(socket).toBeDefined();
  act(() => socket.serverOpens());
  expect(socket.sent).toEqual([{ type: 'auth', userId: 12 }]);
  expect(view.container.textContent).toBe('0');
  await act(async () => {
    socket.serverSends({ type: 'friend_request', request: { id: 4, requester: { id: 3 } } });
  });
  expect(view.container.textContent).toBe('1');
  expect(heard).toHaveBeenCalledWith({ type: 'friend_request', request: { id: 4, requester: { id: 3 } } });
  unsubscribe();
  view.unmount();
  expect(socket.closed).toBe(1000);
});
