import { z } from 'zod';
import { ROLES } from '../../domain/users/user.ts';
import { TIER_IDS } from '../../domain/subscriptions/tiers.ts';
import { USER_SORTS } from '../../projections/queries/users.ts';

export const userIdParam = z.uuid({ error: 'User id must be a UUID' });
const flag = z.enum(['true', 'false'], { error: 'Use true or false' }).transform((v) => v === 'true');
export const listQuery = z.strictObject({
  q: z.string().trim().max(200, 'At most 200 characters').optional(),
  role: z.enum(ROLES, { error: `Choose one of: ${ROLES.join(', ')}` }).optional(),
  tier: z.enum(TIER_IDS, { error: `Choose one of: ${TIER_IDS.join(', ')}` }).optional(),
  verified: flag.optional(),
  onboarded: flag.optional(),
  disabled: flag.optional(),
  sort: z.enum(USER_SORTS, { error: `Choose one of: ${USER_SORTS.join(', ')}` }).default('-createdAt'),
  page: z.coerce.number({ error: 'page must be a number' }).int('page must be a whole number').min(1, 'page starts at 1').max(100_000).default(1),
  limit: z.coerce.number({ error: 'limit must be a number' }).int('limit must be a whole number').min(1, 'limit is at least 1').max(100, 'limit is at most 100').default(20),
});
export const exportQuery = listQuery.omit({ page: true, limit: true }).extend({
  format: z.enum(['csv', 'json'], { error: 'format must be csv or json' }).default('csv'),
  personal: z.enum(['0', '1'], { error: 'personal must be 0 or 1' }).default('0').transform((v) => v === '1'),
});
export const changes = z
  .strictObject({
    role: z.enum(ROLES, { error: `Choose one of: ${ROLES.join(', ')}` }).optional(),
    subscriptionTier: z.enum(TIER_IDS, { error: `Choose one of: ${TIER_IDS.join(', ')}` }).optional(),
    disabled: z.boolean({ error: 'disabled must be true or false' }).optional(),
    displayName: z.string({ error: 'Must be text' }).trim().min(1, 'Display name is required').max(100, 'At most 100 characters').optional(),
  })
  .refine((c) => Object.keys(c).length > 0, { message: 'Change at least one of: role, subscriptionTier, disabled, displayName' });
