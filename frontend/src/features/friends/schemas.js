import * as z from 'zod/mini';

/**
 * The Send Message dialog (spec: optional Subject, required Message; API: message 1 to 1000
 * characters after trimming, subject at most 100).
 */
export const friendMessageSchema = z.object({
  subject: z.string().check(z.maxLength(100, 'Subject too long')),
  message: z.string().check(z.minLength(1, 'Message is required'), z.maxLength(1000, 'Message too long')),
});

/** The subject sent when none is given (the spec says it names the sender; its words are ours). */
export function defaultSubject(sender) {
  return `Message from ${sender?.displayName || sender?.username || 'a DevNet member'}`;
}
