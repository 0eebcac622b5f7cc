import { answerRequests } from '../offThread';
import { drawAvatarUri } from './avatarDraw';

/**
 * Draws avatars off the page's thread: `{seed, style, size}` in, the data: URI out. Answers drawn
 * close together go in one message, so the page applies a whole list's avatars in one render
 * instead of one render each.
 */
answerRequests(({ seed, style, size }) => drawAvatarUri(seed, style, size), { batchMs: 16 });
