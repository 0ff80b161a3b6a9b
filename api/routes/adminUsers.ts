import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { waitForProjection } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { principal } from '../http/guards.ts';
import { body, parse, query } from '../http/validate.ts';
import { requireRecentReauth, signedInUser } from '../../commands/users/account.ts';
import { adminUpdateUser } from '../../commands/users/admin.ts';
import { recordUsersExport } from '../../commands/audit/exports.ts';
import { erasePerson } from '../../commands/users/erase.ts';
import { ROLES } from '../../domain/users/user.ts';
import { TIER_IDS } from '../../domain/subscriptions/tiers.ts';
import { USER_SORTS, users } from '../../projections/queries/users.ts';
import { getBusinessProfile } from '../../projections/queries/businessProfiles.ts';
import { getSubscription } from '../../projections/queries/subscriptions.ts';
import { authKit } from './authKit.ts';
import { attachment, streamOut } from '../http/download.ts';
import { usersExportLines } from './usersExport.ts';

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
const exportQuery = listQuery.omit({ page: true, limit: true }).extend({
  format: z.enum(['csv', 'json'], { error: 'format must be csv or json' }).default('csv'),
  personal: z.enum(['0', '1'], { error: 'personal must be 0 or 1' }).default('0').transform((v) => v === '1'),
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

  // Before /admin/users/:id, which would read "export" as an id. Every export is recorded before its first byte.
  router.get('/admin/users/export', async (req, res) => {
    const { format, personal, ...filters } = query(req, exportQuery);
    const adminId = principal(req).sub;
    // Names and addresses leave the back office as a file only with a fresh password.
    if (personal) requireRecentReauth(await signedInUser(ctx.events, kit.vault, adminId), ctx.now());
    const { q = null, role = null, tier = null, verified = null, onboarded = null, disabled = null, sort } = filters;
    await recordUsersExport(ctx.events, adminId, { format, personal, filters: { q, role, tier, verified, onboarded, disabled, sort } }, kit.deps(req));
    const name = `bawaba-users-${ctx.now().toISOString().slice(0, 10)}${personal ? '' : '-anonymous'}.${format}`;
    attachment(res, format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8', name);
    // Counted as the export starts (the page says how many users it saved); users signing up meanwhile may add a row.
    res.setHeader('X-Total-Count', String(await repository.count(filters)));
    await streamOut(req, res, usersExportLines(repository.scan(filters), format, personal), 'users export');
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
