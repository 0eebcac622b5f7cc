/** Where a tag leads: the list of threads with it (a lower-cased name, without '#'). */
export function tagPath(tag) {
  const name = String(tag).replace(/^#/, '').trim().toLowerCase();
  return `/threads?tag=${encodeURIComponent(name)}`;
}
