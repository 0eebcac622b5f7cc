/** Link schemes user text may use (issue 8): anything else is shown as text, never followed. */
const ALLOWED = ['http:', 'https:', 'mailto:'];

/**
 * The href to use for a link in user text, or null when it must not become a link. Relative
 * and scheme-less URLs, `javascript:`, `data:` and every other scheme are refused; control
 * characters and spaces browsers strip before reading a scheme cannot hide one.
 */
export function safeHref(url) {
  if (typeof url !== 'string') return null;
  const trimmed = url.trim();
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  if (!trimmed || /[\u0000-\u001f\u007f]/.test(trimmed)) return null;
  let parsed;
  try {
    parsed = new URL(trimmed);
  } catch {
    return null;
  }
  if (!ALLOWED.includes(parsed.protocol)) return null;
  return trimmed;
}

/** rel of every link in user text: no opener, no referrer, no endorsement. */
export const USER_LINK_REL = 'noopener noreferrer nofollow';
