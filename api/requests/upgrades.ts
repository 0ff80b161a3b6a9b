import { z } from 'zod';

/** The back office's upgrade requests (api/routes/adminUpgrades.ts). */
export const upgradeListQuery = z.object({ status: z.enum(['pending', 'approved', 'rejected', 'paid', 'superseded']).default('pending') });
export const upgradeRejection = z.strictObject({ reason: z.string({ error: 'Reason must be text' }).trim().max(500, 'At most 500 characters').nullish() });
