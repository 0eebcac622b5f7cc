/**
 * The live channel (spec sections 4 and 7, API.md WebSocket): one socket to /ws while a member is
 * signed in. It sends the auth frame on open, hands each well-formed event to `onEvent`, logs and
 * ignores malformed frames, and after a close tries again 3000 ms later until stopped.
 */
export const RECONNECT_DELAY_MS = 3000;
/** Close code of a refused auth frame (API.md). */
export const NOT_AUTHENTICATED = 4401;

/** ws://host/ws, or wss:// when the page is https. */
export function socketUrl(location = window.location) {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}

/**
 * Opens the socket for `userId`; answers `stop()`, which closes it and cancels any retry.
 * `onEvent(frame)` gets every frame with a string `type` (auth_ok and error included);
 * `onStatus('connected' | 'disconnected')` follows the socket. `WebSocketImpl` defaults to the
 * browser's (none: nothing is opened).
 */
export function connectLive({
  userId,
  onEvent,
  onStatus = () => {},
  url = socketUrl(),
  WebSocketImpl = globalThis.WebSocket,
  reconnectDelay = RECONNECT_DELAY_MS,
}) {
  if (typeof WebSocketImpl !== 'function') return () => {};
  let socket = null;
  let retry = null;
  let stopped = false;

  const open = () => {
    retry = null;
    if (stopped) return;
    try {
      socket = new WebSocketImpl(url);
    } catch (failure) {
      console.warn('Could not open the live channel.', failure);
      retry = setTimeout(open, reconnectDelay);
      return;
    }
    const current = socket;
    current.onopen = () => {
      onStatus('connected');
      current.send(JSON.stringify({ type: 'auth', userId }));
    };
    current.onmessage = (message) => {
      let frame;
      try {
        frame = JSON.parse(message.data);
      } catch {
        frame = null;
      }
      if (!frame || typeof frame !== 'object' || typeof frame.type !== 'string') {
        console.warn('Ignored a malformed live message.', message.data);
        return;
      }
      onEvent(frame);
    };
    current.onerror = (error) => {
      console.warn('Live channel error.', error);
      onStatus('disconnected');
    };
    current.onclose = () => {
      onStatus('disconnected');
      if (socket === current) socket = null;
      if (!stopped) retry = setTimeout(open, reconnectDelay);
    };
  };

  open();
  return () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    if (socket) {
      const current = socket;
      socket = null;
      current.onclose = null;
      current.close(1000);
    }
  };
}
