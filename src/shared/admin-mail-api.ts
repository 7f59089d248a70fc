import { z } from 'zod';

/** GET /api/admin/mail: recent outbound mail (the outbox in the embedded default). */
export const adminMailSchema = z.array(
  z.object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    status: z.string(),
    attempts: z.number(),
    lastError: z.string().nullable(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
    html: z.string(),
  }),
);
export type AdminMail = z.infer<typeof adminMailSchema>[number];
