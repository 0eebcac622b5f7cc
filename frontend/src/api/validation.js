import * as z from 'zod/mini';

/** A post's title as spec section 5 words it (threads and projects alike), length after trimming. */
export const titleRule = () =>
  z
    .string()
    .check(
      z.minLength(5, 'Title must be at least 5 characters'),
      z.maxLength(100, 'Title cannot exceed 100 characters'),
    );

/** The thread form's rules with the exact messages of spec section 5 (lengths after trimming): the
 * thread form and the dashboard's quick form both check them. */
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

/** `{data, errors}`: the parsed values, or the first message per field. */
export function validate(schema, values) {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (field !== undefined && !(field in errors)) errors[field] = issue.message;
  }
  return { data: null, errors };
}
