import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { waitForProjection } from '../context.ts';
import { authorize, principal } from '../http/guards.ts';
import { body, query } from '../http/validate.ts';
import { commandContext } from '../http/commandContext.ts';
import { HttpError } from '../http/errors.ts';
import { upgradeListQuery as listQuery, upgradeRejection as rejection } from '../requests/upgrades.ts';
import { decideUpgrade } from '../../commands/subscriptions/changePlan.ts';
import { upgradeRequest, upgradeRequests } from '../../projections/queries/subscriptions.ts';
import { getUserView } from '../../projections/queries/users.ts';


/**
 * The back office's upgrade requests (behind the admin guard of admin.ts). Without Stripe an upgrade
 * is granted here, for example once an invoice was paid by bank transfer; the admin is the actor of
 * `UpgradeApproved` and of the `SubscriptionChanged` that follows.
 */
export function adminUpgradesRouter(ctx: AppContext): Router {
  const router = Router();
  const admin = authorize(ctx.jwtSecret, 'admin');

  router.get('/admin/subscriptions/upgrades', admin, async (req, res) => {
    const { status } = query(req, listQuery);
    const requests = await upgradeRequests(ctx.readStore, status);
    const users = await Promise.all(requests.map((r) => getUserView(ctx.readStore, r.userId)));
    res.json({
      success: true,
      requests: requests.map(({ _id, ...r }, i) => ({ ...r, id: _id, user: users[i] ? { id: r.userId, email: users[i]!.email, displayName: users[i]!.displayName } : null })),
    });
  });

  for (const action of ['approve', 'reject'] as const) {
    router.post(`/admin/subscriptions/upgrades/:id/${action}`, admin, async (req, res) => {
      const input = action === 'reject' ? body(req, rejection) : {};
      const request = await upgradeRequest(ctx.readStore, String(req.params.id));
      if (!request) throw new HttpError('NOT_FOUND', 'Upgrade request not found');
      const decision = { requestId: request._id, approve: action === 'approve', adminId: principal(req).sub, reason: 'reason' in input ? input.reason : null };
      const result = await decideUpgrade(ctx.events, request.userId, decision, { now: ctx.now, context: commandContext(req), vault: ctx.vault });
      await waitForProjection(ctx, result.observed, ['subscriptions', 'users']);
      const { _id, ...decided } = (await upgradeRequest(ctx.readStore, request._id))!;
      res.json({ success: true, request: { ...decided, id: _id } });
    });
  }

  return router;
}
