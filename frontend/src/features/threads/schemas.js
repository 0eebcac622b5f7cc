import * as z from 'zod/mini';
import { titleRule } from '../../api/validation';

export { validate } from '../../api/validation';

/** The thread form's rules with the exact messages of spec section 5 (lengths after trimming). */
export const threadSchema = z.object({
  title: titleRule(),
  body: z
    .string()
    .check(
      z.minLength(20, 'Content must be at least 20 characters'),
      z.maxLength(10000, 'Content cannot exceed 10000 characters'),
    ),
  tags: z.array(z.string()),
});
