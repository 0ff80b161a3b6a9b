import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { withTimeout } from '../../infra/timeout.ts';

const CHECK_TIMEOUT_MS = 2_000;

export function healthRouter(ctx: AppContext): Router {
  const router = Router();

  router.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });

  /**
   * Ready means: both stores answer, and every projection serves a caught-up read model and none
   * is degraded. The answer lists each projection's position, lag, status and parked events.
   */
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
    const states = eventStore.ok && readStore.ok ? await ctx.projections.states().catch(() => undefined) : undefined;
    const ready = eventStore.ok && readStore.ok && states?.ready === true;
    res.status(ready ? 200 : 503).json({
      ready,
      status: ready ? 'ready' : 'not ready',
      eventStore: { kind: ctx.events.kind, ...eventStore },
      readStore: { kind: ctx.readStore.kind, ...readStore },
      projections: states?.projections ?? [],
    });
  });

  return router;
}
