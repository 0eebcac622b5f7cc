import { act } from '@testing-library/react';
import { FakeSocket } from '../testing/fakeSocket';
import { connectLive, RECONNECT_DELAY_MS, socketUrl } from './live';

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
