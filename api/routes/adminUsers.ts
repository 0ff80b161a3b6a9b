import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { waitForProjection } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { principal } from '../http/guards.ts';
import { body, parse, query } from '../http/validate.ts';
import { requireRecentReauth, signedInUser } from '../../commands/users/account.ts';
import { adminUpdateUser } from '../../commands/users/admin.ts';
import { erasePerson } from '../../commands/users/erase.ts';
import { ROLES } from '../../domain/users/user.ts';
import { TIER_IDS } from '../../domain/subscriptions/tiers.ts';
import { USER_SORTS, users } from '../../projections/queries/users.ts';
import { getBusinessProfile } from '../../projections/queries/businessProfiles.ts';
import { getSubscription } from '../../projections/queries/subscriptions.ts';
import { authKit } from './authKit.ts';

const userIdParam = z.uuid({ error: 'User id must be a UUID' });
const flag = z.enum(['true', 'false'], { error: 'Use true or false' }).transform((v) => v === 'true');
const listQuery = z.strictObject({
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
const changes = z
  .strictObject({
    role: z.enum(ROLES, { error: `Choose one of: ${ROLES.join(', ')}` }).optional(),
    subscriptionTier: z.enum(TIER_IDS, { error: `Choose one of: ${TIER_IDS.join(', ')}` }).optional(),
    disabled: z.boolean({ error: 'disabled must be true or false' }).optional(),
    displayName: z.string({ error: 'Must be text' }).trim().min(1, 'Display name is required').max(100, 'At most 100 characters').optional(),
  })
  .refine((c) => Object.keys(c).length > 0, { message: 'Change at least one of: role, subscriptionTier, disabled, displayName' });

/**
 * Back-office actions on users. Mounted inside adminRouter, behind its admin guard. Destructive
 * ones (erasing, disabling, changing a role) ask what changing one's own password asks: a password
 * re-authentication (POST /settings/reauth) in the last 5 minutes, else 403 reauth_required.
 */
export function adminUsersRouter(ctx: AppContext): Router {
  const router = Router();
  const kit = authKit(ctx);
  const repository = users(ctx.readStore);

  router.get('/admin/users', async (req, res) => {
    res.json(await repository.list(query(req, listQuery)));
  });

  // One user's page in the back office: the list's row plus the business profile and the subscription.
  router.get('/admin/users/:id', async (req, res) => {
    const userId = parse(userIdParam, req.params.id);
    const row = await repository.row(userId);
    if (!row) throw new HttpError('NOT_FOUND', 'User not found');
    const [businessProfile, subscription] = await Promise.all([getBusinessProfile(ctx.readStore, userId), getSubscription(ctx.readStore, userId)]);
    res.json({ success: true, user: row, businessProfile, subscription });
  });

  router.put('/admin/users/:id', async (req, res) => {
    const userId = parse(userIdParam, req.params.id);
    const input = body(req, changes);
    const result = await adminUpdateUser(ctx.events, principal(req).sub, userId, input, () => repository.otherActiveAdmins(userId), kit.deps(req));
    await waitForProjection(ctx, result.position, ['users']);
    const row = await repository.row(userId);
    res.json({ success: true, user: row });
  });

  router.post('/admin/users/:id/erase', async (req, res) => {
    const userId = parse(userIdParam, req.params.id);
    requireRecentReauth(await signedInUser(ctx.events, kit.vault, principal(req).sub), ctx.now());
    const result = await erasePerson(ctx.events, userId, 'admin', kit.deps(req));
    await waitForProjection(ctx, result.position, ['users']);
    res.json({ success: true, message: 'The personal data of this user has been erased.' });
  });

  return router;
}
