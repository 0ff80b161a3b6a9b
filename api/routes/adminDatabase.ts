import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { authorize } from '../http/guards.ts';
import { positionFromString, positionToString } from '../../infra/eventstore/port.ts';
import { outboxPosition } from '../../projections/queries/outbox.ts';

/**
 * The event store console (issue 11): what the log holds, how far each projection and the mail
 * outbox have come, and the events parked on the way. The remedies (rebuild, retry, skip) are
 * adminProjections.ts's. Mounted inside adminRouter, behind its admin guard.
 */
export function adminDatabaseRouter(ctx: AppContext): Router {
  const router = Router();
  const admin = authorize(ctx.jwtSecret, 'admin');

  router.get('/admin/database', admin, async (_req, res) => {
    const [stats, head, states, parked, outbox] = await Promise.all([
      ctx.events.stats(),
      ctx.events.headPosition(),
      ctx.projections.states(),
      ctx.projections.parkedEvents(),
      outboxPosition(ctx.readStore),
    ]);
    const headCommit = head?.commit ?? 0n;
    const outboxCommit = outbox ? positionFromString(outbox).commit : 0n;
    res.json({
      success: true,
      eventStore: { kind: ctx.events.kind, events: stats.events, streams: stats.streams, logSize: stats.bytes, head: head ? positionToString(head) : null },
      projections: states.projections,
      parked: parked.filter((p) => p.status === 'parked'),
      // Positions count events on the embedded log; on EventStoreDB they are bytes, as the projections' lag is.
      mailOutbox: { position: outbox, lag: Number(headCommit > outboxCommit ? headCommit - outboxCommit : 0n) },
    });
  });

  return router;
}
