/** Jest stands in for components/Avatar/avatarWorker.js: jsdom has no Worker, avatars draw in-thread. */
export function startAvatarWorker() {
  return null;
}
