/** Leaves the single-page app: a full page load of `url` (kept apart so tests can stand in). */
export function assignLocation(url) {
  window.location.assign(url);
}

/** Opens `url` in a new tab, without giving that page a handle on this one. */
export function openInNewTab(url) {
  window.open(url, '_blank', 'noopener,noreferrer');
}
