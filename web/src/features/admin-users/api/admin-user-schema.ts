import { z } from 'zod/mini';
import { userShape } from '@contracts/user.ts';

/** A row of the back office's user list (projections/queries/users.ts adminRow): the user plus what only admins see. */
export const adminUserSchema = z.looseObject({
  ...userShape,
  disabled: z.boolean(),
  erased: z.boolean(),
  updatedAt: z.optional(z.nullable(z.string())),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
