import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { authorize } from '../http/guards.ts';
import { adminStatisticsRouter } from './adminAnalytics.ts';
import { adminUsersRouter } from './adminUsers.ts';
import { adminProjectionsRouter } from './adminProjections.ts';
import { adminAuditRouter } from './adminAudit.ts';
import { adminEventsRouter } from './adminEvents.ts';
import { adminDatabaseRouter } from './adminDatabase.ts';
import { adminUpgradesRouter } from './adminUpgrades.ts';

/**
 * The back office. Mounted after /admin/login (in auth.ts), its guard covers every other /admin
 * path, including unknown ones: no token is 401, another role is 403.
 */
export function adminRouter(ctx: AppContext): Router {
  const router = Router();
  // Counts and series hold no personal data: analysts read them too. Everything after the guard is admins' only.
  router.use(adminStatisticsRouter(ctx));
  // The raw log: analysts read it with personal fields removed (its own guard).
  router.use(adminEventsRouter(ctx));

  router.use('/admin', authorize(ctx.jwtSecret, 'admin'));
  router.use(adminUsersRouter(ctx), adminProjectionsRouter(ctx));
  router.use(adminAuditRouter(ctx), adminDatabaseRouter(ctx), adminUpgradesRouter(ctx));

  return router;
}
