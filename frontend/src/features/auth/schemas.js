import * as z from 'zod/mini';

/**
 * Client-side rules with the exact messages of spec section 5. zod/mini keeps the bundle small:
 * only the checks used here are included.
 */
const email = z.email({ error: 'Please enter a valid email address' });

export const loginSchema = z.object({
  email,
  password: z.string().check(z.minLength(8, 'Password must be at least 8 characters')),
});

const newPassword = z
  .string()
  .check(
    z.minLength(8, 'Password must be at least 8 characters'),
    z.regex(/[A-Z]/, 'Password must contain at least one uppercase letter'),
    z.regex(/[a-z]/, 'Password must contain at least one lowercase letter'),
    z.regex(/[0-9]/, 'Password must contain at least one number'),
  );

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z.object({ password: newPassword });

export const registerSchema = z.object({
  email,
  username: z
    .string()
    .check(
      z.minLength(3, 'Username must be at least 3 characters'),
      z.maxLength(30, 'Username must be less than 30 characters'),
      z.regex(/^[A-Za-z0-9_-]+$/, 'Username can only contain letters, numbers, underscores and hyphens'),
    ),
  password: newPassword,
  terms: z.boolean().check(z.refine((agreed) => agreed, 'You must agree to the terms and conditions')),
});

/**
 * `{data, errors}`: the parsed values, or the first message per field
 * (`{password: 'Password must be at least 8 characters'}`).
 */
export { validate } from '../../api/validation';
