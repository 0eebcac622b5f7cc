import * as z from 'zod/mini';

/** A post's title as spec section 5 words it (threads and projects alike), length after trimming. */
export const titleRule = () =>
  z
    .string()
    .check(z.minLength(5, 'Title must be at least 5 characters'), z.maxLength(100, 'Title cannot exceed 100 characters'));

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
