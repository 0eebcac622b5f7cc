/**
 * The name shown for a post's author. Its own module so the header's bell, which is in the first
 * download, can use it without pulling in the byline and its date formatting (docs/performance.md).
 */
export function authorName(user) {
  return user?.displayName || user?.username || 'Unknown user';
}
