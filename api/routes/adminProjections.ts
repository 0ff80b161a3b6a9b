import { Router, type Request } from 'express';
import type { AppContext } from '../context.ts';
import { parse } from '../http/validate.ts';
import { authorize, principal } from '../http/guards.ts';
import { recordProjectionMaintenance } from '../../commands/audit/exports.ts';
import type { ProjectionAction } from '../../domain/audit/adminActivity.ts';
import { authKit } from './authKit.ts';
import { parkedId, projectionName } from '../requests/projections.ts';

/** `<projection>:<event id>`, or `<projection>~rebuild@<tag>:<event id>` for a rebuild's. */

/**
 * The projection runtime for admins: each projection's state, the events it parked, and the three
 * remedies (retry a parked event, skip it, rebuild a read model without downtime). Mounted behind
 * the admin guard in admin.ts.
 */
export function adminProjectionsRouter(ctx: AppContext): Router {
  const router = Router();
  const admin = authorize(ctx.jwtSecret, 'admin');
  const kit = authKit(ctx);
  // Every admin action is an event: recorded once the runtime has accepted it, so a refused one is not.
  const record = (req: Request, action: ProjectionAction, target: string) => recordProjectionMaintenance(ctx.events, principal(req).sub, action, target, kit.deps(req));

  router.get('/admin/projections', admin, async (_req, res) => {
    res.json(await ctx.projections.states());
  });

  router.get('/admin/projections/parked', admin, async (_req, res) => {
    res.json({ parked: await ctx.projections.parkedEvents() });
  });

  router.post('/admin/projections/parked/:id/retry', admin, async (req, res) => {
    const id = parse(parkedId, req.params.id);
    await ctx.projections.retryParked(id);
    await record(req, 'retry', id);
    res.json({ success: true, id, status: 'retried' });
  });

  router.post('/admin/projections/parked/:id/skip', admin, async (req, res) => {
    const id = parse(parkedId, req.params.id);
    await ctx.projections.skipParked(id);
    await record(req, 'skip', id);
    res.json({ success: true, id, status: 'skipped' });
  });

  router.post('/admin/projections/:name/rebuild', admin, async (req, res) => {
    const name = parse(projectionName, req.params.name);
    const { done } = await ctx.projections.rebuild(name);
    done.catch((err: unknown) => ctx.log.error({ err, projection: name }, 'rebuild failed'));
    await record(req, 'rebuild', name);
    res.status(202).json({ success: true, projection: name, status: 'rebuilding' });
  });

  return router;
}
