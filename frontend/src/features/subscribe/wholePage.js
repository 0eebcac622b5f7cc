/** Leaves the single-page app: a full page load of `url` (kept apart so tests can stand in). */
export function assignLocation(url) {
  window.location.assign(url);
}
