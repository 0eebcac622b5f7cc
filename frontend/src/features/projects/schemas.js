import * as z from 'zod/mini';
import { titleRule } from '../../api/validation';

export { validate } from '../../api/validation';

/** The project form's rules with the exact messages of spec section 5 (lengths after trimming). */
export const projectSchema = z.object({
  title: titleRule(),
  description: z
    .string()
    .check(
      z.minLength(20, 'Description must be at least 20 characters'),
      z.maxLength(5000, 'Description cannot exceed 5000 characters'),
    ),
  tags: z.array(z.string()),
  mediaUrls: z.array(z.string()),
  mediaAlts: z.array(z.string()),
});
