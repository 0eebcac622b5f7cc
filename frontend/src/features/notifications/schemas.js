import * as z from 'zod/mini';

/** The preferences form: each kind's switch, on or off (the kinds come from the server). */
export const preferencesSchema = z.record(z.string(), z.boolean());
