import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { waitForProjection } from '../context.ts';
import { principal } from '../http/guards.ts';
import { requireRecentReauth, signedInUser } from '../../commands/users/account.ts';
import { erasePerson } from '../../commands/users/erase.ts';
import { authKit } from './authKit.ts';

const userIdParam = z.uuid({ error: 'User id must be a UUID' });

/**
 * Back-office actions on one user. Mounted inside adminRouter, behind its admin guard. Erasing
 * someone is as sensitive as changing one's own password, so it asks the same: a password
 * re-authentication (POST /settings/reauth) in the last 5 minutes, else 403 reauth_required.
 */
export function adminUsersRouter(ctx: AppContext): Router {
  const router = Router();
  const kit = authKit(ctx);

  router.post('/admin/users/:id/erase', async (req, res) => {
    const userId = userIdParam.parse(req.params.id);
    requireRecentReauth(await signedInUser(ctx.events, kit.vault, principal(req).sub), ctx.now());
    const result = await erasePerson(ctx.events, userId, 'admin', kit.deps(req));
    await waitForProjection(ctx, result.position, ['users']);
    res.json({ success: true, message: 'The personal data of this user has been erased.' });
  });

  return router;
}
