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

/** The notification preferences form: each kind's switch, on or off (the kinds come from the server). */
export const preferencesSchema = z.record(z.string(), z.boolean());

/** A passkey's name (docs/account.md): 1 to 64 characters once trimmed; the server checks the same. */
export const passkeyNameSchema = z.object({
  name: z.string().check(
    z.refine((value) => value.trim() !== '', 'Name is required'),
    z.refine((value) => value.trim().split(/\s+/).join(' ').length <= 64, 'Name must be at most 64 characters'),
  ),
});

/** The mail settings form: 'no mail at all', then each kind's mode (the kinds come from the server). */
export const mailModesSchema = z.record(z.string(), z.union([z.boolean(), z.enum(['off', 'instant', 'daily'])]));

/** A new address (the server checks it too and answers 409 when it is taken). */
export const emailChangeSchema = z.object({ email: z.email({ error: 'Please enter a valid email address' }) });
