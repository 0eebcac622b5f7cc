/** Only web links become anchors; the server accepts nothing else, this guards old data. */
export function webHref(url) {
  return typeof url === 'string' && /^https?:\/\//i.test(url.trim()) ? url.trim() : null;
}
