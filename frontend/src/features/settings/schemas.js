import * as z from 'zod/mini';

/** The rules of spec section 5, with its messages (the server checks the same). */
const newPassword = z
  .string()
  .check(
    z.minLength(8, 'Password must be at least 8 characters'),
    z.regex(/[A-Z]/, 'Password must contain at least one uppercase letter'),
    z.regex(/[a-z]/, 'Password must contain at least one lowercase letter'),
    z.regex(/[0-9]/, 'Password must contain at least one number'),
  );

const currentPassword = z.string().check(z.minLength(8, 'Password must be at least 8 characters'));

export const changePasswordSchema = z.object({ currentPassword, newPassword });

export const deleteAccountSchema = z.object({ password: currentPassword });
