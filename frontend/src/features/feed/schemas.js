import * as z from 'zod/mini';

/**
 * A feed post as the composer sends it (spec section 5, Feed post): at least one of text, code,
 * link or image, which api/feed.js buildPost turns into `content`; the Post button stays disabled
 * until then, so the message below only shows if a payload is forced through. No tags: the server
 * finds the #words in the content (devnet_api/services/markup.py) and answers them.
 */
export const postSchema = z.object({
  content: z.string().check(z.minLength(1, 'Write something, or add a photo, code or a link')),
  mediaUrls: z.array(z.string()),
  mediaAlts: z.array(z.string()),
});

export const NO_POST = { content: '', mediaUrls: [], mediaAlts: [] };
