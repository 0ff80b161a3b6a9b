import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { withTimeout } from '../../infra/timeout.ts';

const CHECK_TIMEOUT_MS = 2_000;

export function healthRouter(ctx: AppContext): Router {
  const router = Router();

  router.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });

  /** Ready means: both stores answer and the read models have caught up with the log. */
  router.get('/ready', async (_req, res) => {
    const check = async (name: string, probe: () => Promise<unknown>) => {
      try {
        await withTimeout(probe(), CHECK_TIMEOUT_MS, `${name} did not answer`);
        return { ok: true };
      } catch (error) {
        return { ok: false, error: (error as Error).message };
      }
    };
    const [eventStore, readStore] = await Promise.all([
      check('event store', () => ctx.events.ping()),
      check('read store', () => ctx.readStore.ping()),
    ]);
    const projections = eventStore.ok && readStore.ok ? await ctx.projectionsReady().catch(() => undefined) : undefined;
    const ready = eventStore.ok && readStore.ok && projections?.caughtUp === true;
    res.status(ready ? 200 : 503).json({
      status: ready ? 'ready' : 'not ready',
      eventStore: { kind: ctx.events.kind, ...eventStore },
      readStore: { kind: ctx.readStore.kind, ...readStore },
      projections: projections ?? { caughtUp: false },
    });
  });

  return router;
}
