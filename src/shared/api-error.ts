import { z } from 'zod';

/** The body of every refusal of every API (visitor and admin): a short machine code, a message a person can act on, sometimes advice. */
export const apiErrorSchema = z.object({ error: z.string(), message: z.string(), advice: z.string().optional() });
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
