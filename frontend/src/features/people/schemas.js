import * as z from 'zod/mini';

/** The contact dialog (spec section 5): subject 1-100, message 10-1000, after trimming. */
export const contactSchema = z.object({
  subject: z.string().check(z.minLength(1, 'Subject is required'), z.maxLength(100, 'Subject too long')),
  message: z
    .string()
    .check(z.minLength(10, 'Message must be at least 10 characters'), z.maxLength(1000, 'Message too long')),
});

/** The profile form (spec section 5). hourlyRate is a number, or undefined/null when empty. */
export const profileSchema = z.object({
  displayName: z
    .string()
    .check(z.minLength(1, 'Display name is required'), z.maxLength(50, 'Display name must be less than 50 characters')),
  bio: z.string().check(z.maxLength(500, 'Bio must be less than 500 characters')),
  skills: z.array(z.string()).check(z.maxLength(10, 'Maximum 10 skills allowed')),
  hourlyRate: z.optional(
    z.nullable(z.number('Hourly rate must be a number').check(z.gte(0, 'Hourly rate must be positive'))),
  ),
  isAvailableForWork: z.boolean(),
  messagesFrom: z.enum(['everyone', 'friends']),
});

/** The contact dialog's default subject (spec section 5), naming the developer contacted. */
export function defaultSubject(user) {
  return `Freelance Work Inquiry - ${user?.username ?? ''}`;
}

/** '$85.00/hr' (two decimals, the stats block), or null without a rate. */
export function formatRate(rate) {
  if (rate === null || rate === undefined || Number.isNaN(Number(rate))) return null;
  return `$${Number(rate).toFixed(2)}/hr`;
}
