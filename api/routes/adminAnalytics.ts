import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { authorize } from '../http/guards.ts';
import { query } from '../http/validate.ts';
import { resolvePeriod } from '../../domain/analytics/series.ts';
import { statistics } from '../../projections/queries/statistics.ts';
import { users } from '../../projections/queries/users.ts';
import { analyticsQuery } from '../requests/analytics.ts';

// Shapes only; which combinations make a period (and their messages) is domain/analytics/series.ts.

/**
 * The back office's numbers (issue 11): counts and series from the `statistics` read model, which
 * holds no personal data, so analysts read them as admins do. Mounted before admin.ts's admins-only
 * guard; every other /admin route stays closed to analysts.
 */
export function adminStatisticsRouter(ctx: AppContext): Router {
  const router = Router();
  const staff = authorize(ctx.jwtSecret, 'admin', 'analyst');

  router.get('/admin/dashboard', staff, async (_req, res) => {
    const [stats, headline] = await Promise.all([users(ctx.readStore).counts(), statistics(ctx.readStore).headline(ctx.now().toISOString())]);
    res.json({ success: true, stats, headline });
  });

  router.get('/admin/analytics', staff, async (req, res) => {
    const period = resolvePeriod(query(req, analyticsQuery), ctx.now().toISOString().slice(0, 10));
    res.json({ success: true, ...(await statistics(ctx.readStore).analytics(period)) });
  });

  return router;
}
