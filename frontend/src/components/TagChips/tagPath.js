/** A tag as content stores it: without '#', trimmed, lower-cased. */
export function tagName(tag) {
  return String(tag).trim().replace(/^#/, '').toLowerCase();
}

/** Where a tag leads: its page, with its threads, projects and posts (features/tags/TagPage.jsx). */
export function tagPath(tag) {
  return `/tags/${encodeURIComponent(tagName(tag))}`;
}
