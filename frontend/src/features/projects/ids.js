/** A path id is a positive integer written in digits; anything else is not a project id. */
export function parseId(value) {
  return /^[1-9][0-9]*$/.test(value ?? '') ? Number(value) : null;
}

/** Only web links become anchors; the server accepts nothing else, this guards old data. */
export function webHref(url) {
  return typeof url === 'string' && /^https?:\/\//i.test(url.trim()) ? url.trim() : null;
}
