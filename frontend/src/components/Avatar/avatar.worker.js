import { drawAvatarUri } from './avatarDraw';

/**
 * Draws avatars off the page's thread: `{id, seed, style, size}` in; out, a list of `{id, uri}` or
 * `{id, error}`. Answers drawn close together go in one message, so the page applies a whole
 * list's avatars in one render instead of one render each.
 */
let outbox = [];

function reply(answer) {
  outbox.push(answer);
  if (outbox.length === 1) {
    setTimeout(() => {
      self.postMessage(outbox);
      outbox = [];
    }, 16);
  }
}

self.onmessage = async ({ data }) => {
  try {
    reply({ id: data.id, uri: await drawAvatarUri(data.seed, data.style, data.size) });
  } catch (error) {
    reply({ id: data.id, error: String(error?.message ?? error) });
  }
};
