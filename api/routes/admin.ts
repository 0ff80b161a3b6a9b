import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { adminStatisticsRouter } from './adminAnalytics.ts';
import { adminUsersRouter } from './adminUsers.ts';
import { adminProjectionsRouter } from './adminProjections.ts';
import { adminAuditRouter } from './adminAudit.ts';
import { adminEventsRouter } from './adminEvents.ts';
import { adminDatabaseRouter } from './adminDatabase.ts';
import { adminUpgradesRouter } from './adminUpgrades.ts';

/**
 * The back office. Every route declares its own guard (admins; statistics and the raw log also let
 * analysts in), so the order routers are mounted in decides no answer (issue 24); unknown /admin
 * paths meet app.ts's last guard before the 404.
 */
export function adminRouter(ctx: AppContext): Router {
  const router = Router();
  router.use(adminStatisticsRouter(ctx), adminEventsRouter(ctx));
  router.use(adminUsersRouter(ctx), adminProjectionsRouter(ctx));
  router.use(adminAuditRouter(ctx), adminDatabaseRouter(ctx), adminUpgradesRouter(ctx));
  return router;
}
