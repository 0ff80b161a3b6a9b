import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { parse } from '../http/validate.ts';

/** `<projection>:<event id>`, or `<projection>~rebuild@<tag>:<event id>` for a rebuild's. */
const parkedId = z
  .string()
  .max(200)
  .regex(/^[A-Za-z][A-Za-z0-9]*(~rebuild@[a-z0-9-]+)?:[A-Za-z0-9-]{1,64}$/, 'Not a parked event id');
const projectionName = z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,63}$/, 'Not a projection name');

/**
 * The projection runtime for admins: each projection's state, the events it parked, and the three
 * remedies (retry a parked event, skip it, rebuild a read model without downtime). Mounted behind
 * the admin guard in admin.ts.
 */
export function adminProjectionsRouter(ctx: AppContext): Router {
  const router = Router();

  router.get('/admin/projections', async (_req, res) => {
    res.json(await ctx.projections.states());
  });

  router.get('/admin/projections/parked', async (_req, res) => {
    res.json({ parked: await ctx.projections.parkedEvents() });
  });

  router.post('/admin/projections/parked/:id/retry', async (req, res) => {
    const id = parse(parkedId, req.params.id);
    await ctx.projections.retryParked(id);
    res.json({ success: true, id, status: 'retried' });
  });

  router.post('/admin/projections/parked/:id/skip', async (req, res) => {
    const id = parse(parkedId, req.params.id);
    await ctx.projections.skipParked(id);
    res.json({ success: true, id, status: 'skipped' });
  });

  router.post('/admin/projections/:name/rebuild', async (req, res) => {
    const name = parse(projectionName, req.params.name);
    const { done } = await ctx.projections.rebuild(name);
    done.catch((err: unknown) => ctx.log.error({ err, projection: name }, 'rebuild failed'));
    res.status(202).json({ success: true, projection: name, status: 'rebuilding' });
  });

  return router;
}
