import { offThread } from '../offThread';
import { AVATAR_STYLE_LOADERS, drawAvatarUri } from './avatarDraw';
import { startAvatarWorker } from './avatarWorker';

export { AVATAR_STYLE_LOADERS };

export const AVATAR_STYLES = Object.keys(AVATAR_STYLE_LOADERS);

/** The styles the profile picker offers. */
export const PICKER_AVATAR_STYLES = ['personas', 'avataaars', 'bottts', 'micah', 'miniavs', 'open-peeps', 'pixel-art'];

/** Default style of the shared helper; the profile fallback uses bottts; comments use pixel-art. */
export const DEFAULT_AVATAR_STYLE = 'personas';
export const PROFILE_FALLBACK_STYLE = 'bottts';
export const COMMENT_AVATAR_STYLE = 'pixel-art';
export const DEFAULT_AVATAR_PIXELS = 128;

const cache = new Map();

/**
 * Drawing runs in a Web Worker where the browser has one: a style's code (up to 300 KB) and the
 * drawing itself then never block the page (a list of twenty cards would otherwise stall a phone
 * for seconds; docs/performance.md). Without a worker, or if it cannot start, it runs here.
 */
const drawElsewhere = offThread(startAvatarWorker, ({ seed, style, size }) => drawAvatarUri(seed, style, size));

/**
 * Draws the avatar and answers a `data:image/svg+xml` URI for an <img>.
 * Unknown styles fall back to the default style.
 */
export async function generatedAvatarUri(seed, style, size = DEFAULT_AVATAR_PIXELS) {
  const styleName = AVATAR_STYLE_LOADERS[style] ? style : DEFAULT_AVATAR_STYLE;
  const cacheKey = `${styleName}\u0000${seed}\u0000${size}`;
  if (!cache.has(cacheKey)) {
    const uri = drawElsewhere({ seed, style: styleName, size });
    // A failed load (offline chunk) may be retried by a later render.
    uri.catch(() => cache.delete(cacheKey));
    cache.set(cacheKey, uri);
  }
  return cache.get(cacheKey);
}

/** A random 8-character seed for the avatar picker. */
export function randomSeed(length = 8) {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const values = new Uint32Array(length);
  crypto.getRandomValues(values);
  return Array.from(values, (value) => alphabet[value % alphabet.length]).join('');
}

/** First letter of the first and last word of the display name (or username), upper-cased. */
export function initialsFor(user) {
  const name = (user?.displayName || user?.username || '').trim();
  if (!name) return '?';
  const words = name.split(/\s+/);
  const first = Array.from(words[0])[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1])[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/**
 * What to draw for a user, in the spec's display order:
 * `{kind: 'photo', src}` | `{kind: 'generated', seed, style}` | `{kind: 'initials', text}`.
 * With `profileFallback`, a user with neither seed nor style gets bottts seeded by username.
 */
export function avatarSource(user, { profileFallback = false } = {}) {
  if (!user) return { kind: 'initials', text: '?' };
  if (user.profilePhoto) return { kind: 'photo', src: user.profilePhoto };
  if (user.avatarSeed || user.avatarStyle) {
    return {
      kind: 'generated',
      seed: user.avatarSeed || user.username || '',
      style: user.avatarStyle || DEFAULT_AVATAR_STYLE,
    };
  }
  if (profileFallback && user.username) {
    return { kind: 'generated', seed: user.username, style: PROFILE_FALLBACK_STYLE };
  }
  return { kind: 'initials', text: initialsFor(user) };
}
