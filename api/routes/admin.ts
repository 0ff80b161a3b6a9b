import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { authorize } from '../http/guards.ts';
import { users } from '../../projections/queries/users.ts';
import { adminUsersRouter } from './adminUsers.ts';
import { adminProjectionsRouter } from './adminProjections.ts';

/**
 * The back office. Mounted after /admin/login (in auth.ts), its guard covers every other /admin
 * path, including unknown ones: no token is 401, another role is 403.
 */
export function adminRouter(ctx: AppContext): Router {
  const router = Router();
  // Head counts hold no personal data: analysts read them too. Everything after the guard is admins' only.
  router.get('/admin/dashboard', authorize(ctx.jwtSecret, 'admin', 'analyst'), async (_req, res) => {
    res.json({ success: true, stats: await users(ctx.readStore).counts() });
  });

  router.use('/admin', authorize(ctx.jwtSecret, 'admin'));
  router.use(adminUsersRouter(ctx), adminProjectionsRouter(ctx));

  return router;
}
