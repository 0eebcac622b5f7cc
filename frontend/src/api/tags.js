/**
 * Tags are typed comma separated (spec section 5): each is trimmed, empty entries are dropped
 * and a repeated tag is kept once (first spelling wins). 'react, , hooks ,react' -> ['react', 'hooks']
 */
export function parseTags(text) {
  const tags = [];
  for (const part of String(text ?? '').split(',')) {
    const tag = part.trim();
    if (tag && !tags.includes(tag)) tags.push(tag);
  }
  return tags;
}

/** The text a tags field starts with when editing: ['react', 'hooks'] -> 'react, hooks'. */
export function formatTags(tags) {
  return Array.isArray(tags) ? tags.join(', ') : '';
}
