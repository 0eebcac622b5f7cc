/**
 * Jest stands in for components/Avatar/avatarWorker.js and components/RichText/highlightWorker.js:
 * jsdom has no Worker, so avatars are drawn and code is highlighted in-thread.
 */
export function startAvatarWorker() {
  return null;
}

export function startHighlightWorker() {
  return null;
}
