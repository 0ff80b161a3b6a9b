import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { waitForProjection } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { authorize, principal } from '../http/guards.ts';
import { body, parse, query } from '../http/validate.ts';
import { requireRecentReauth, signedInUser } from '../../commands/users/account.ts';
import { adminUpdateUser } from '../../commands/users/admin.ts';
import { recordUsersExport } from '../../commands/audit/exports.ts';
import { erasePerson } from '../../commands/users/erase.ts';
import { users } from '../../projections/queries/users.ts';
import { getBusinessProfile } from '../../projections/queries/businessProfiles.ts';
import { getSubscription } from '../../projections/queries/subscriptions.ts';
import { authKit } from './authKit.ts';
import { attachment, streamOut } from '../http/download.ts';
import { usersExportLines } from './usersExport.ts';
import { changes, exportQuery, listQuery, userIdParam } from '../requests/adminUsers.ts';


/**
 * Back-office actions on users. Mounted inside adminRouter, behind its admin guard. Destructive
 * ones (erasing, disabling, changing a role) ask what changing one's own password asks: a password
 * re-authentication (POST /settings/reauth) in the last 5 minutes, else 403 reauth_required.
 */
export function adminUsersRouter(ctx: AppContext): Router {
  const router = Router();
  const admin = authorize(ctx.jwtSecret, 'admin');
  const kit = authKit(ctx);
  const repository = users(ctx.readStore);

  router.get('/admin/users', admin, async (req, res) => {
    res.json(await repository.list(query(req, listQuery)));
  });

  // Before /admin/users/:id, which would read "export" as an id. Every export is recorded before its first byte.
  router.get('/admin/users/export', admin, async (req, res) => {
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
  router.get('/admin/users/:id', admin, async (req, res) => {
    const userId = parse(userIdParam, req.params.id);
    const row = await repository.row(userId);
    if (!row) throw new HttpError('NOT_FOUND', 'User not found');
    const [businessProfile, subscription] = await Promise.all([getBusinessProfile(ctx.readStore, userId), getSubscription(ctx.readStore, userId)]);
    res.json({ success: true, user: row, businessProfile, subscription });
  });

  router.put('/admin/users/:id', admin, async (req, res) => {
    const userId = parse(userIdParam, req.params.id);
    const input = body(req, changes);
    const result = await adminUpdateUser(ctx.events, principal(req).sub, userId, input, () => repository.otherActiveAdmins(userId), kit.deps(req));
    await waitForProjection(ctx, result.position, ['users']);
    const row = await repository.row(userId);
    res.json({ success: true, user: row });
  });

  router.post('/admin/users/:id/erase', admin, async (req, res) => {
    const userId = parse(userIdParam, req.params.id);
    requireRecentReauth(await signedInUser(ctx.events, kit.vault, principal(req).sub), ctx.now());
    const result = await erasePerson(ctx.events, userId, 'admin', kit.deps(req));
    await waitForProjection(ctx, result.position, ['users']);
    res.json({ success: true, message: 'The personal data of this user has been erased.' });
  });

  return router;
}
