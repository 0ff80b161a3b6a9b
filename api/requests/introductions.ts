import { z } from 'zod';

/** POST /market/partners/{partnerId}/introductions (api/routes/introductions.ts). */
export const introductionInput = z.strictObject({
  message: z.string({ error: 'The message must be text' }).trim().max(1000, 'The message: at most 1000 characters').optional(),
});
