import { z } from 'zod';

/** Every error body the API sends. */
export const apiErrorSchema = z.object({ error: z.string(), message: z.string(), advice: z.string().optional() });
export type ApiError = z.infer<typeof apiErrorSchema>;
