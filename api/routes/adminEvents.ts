import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { authorize, principal } from '../http/guards.ts';
import { query } from '../http/validate.ts';
import { browseLog } from '../../commands/audit/log.ts';
import type { PersonalDataMode } from '../../commands/audit/privacy.ts';
import { reauthUntil, signedInUser } from '../../commands/users/account.ts';
import { authKit } from './authKit.ts';
import { eventsQuery } from '../requests/events.ts';


/**
 * The raw event log for the event store console (issue 11). Analysts may read it too, with every
 * personal field removed; admins see personal fields masked unless they re-authenticated in the
 * last 5 minutes. Mounted in adminRouter before its admin-only guard, with its own.
 */
export function adminEventsRouter(ctx: AppContext): Router {
  const router = Router();
  const kit = authKit(ctx);

  async function modeFor(userId: string, role: string): Promise<PersonalDataMode> {
    if (role !== 'admin') return 'removed';
    const until = reauthUntil(await signedInUser(ctx.events, kit.vault, userId));
    return until !== undefined && until > ctx.now().toISOString() ? 'shown' : 'masked';
  }

  router.get('/admin/events', authorize(ctx.jwtSecret, 'admin', 'analyst'), async (req, res) => {
    const q = query(req, eventsQuery);
    const who = principal(req);
    const personalData = await modeFor(who.sub, who.role);
    const page = await browseLog(ctx.events, ctx.readStore, { stream: q.stream, types: q.type, from: q.from, to: q.to, cursor: q.cursor, limit: q.limit }, personalData);
    res.json({ success: true, personalData, ...page });
  });

  return router;
}
