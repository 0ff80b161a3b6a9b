import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { authorize, principal } from '../http/guards.ts';
import { query } from '../http/validate.ts';
import { EVENTS_PAGE_DEFAULT, EVENTS_PAGE_MAX } from '../contracts/audit.ts';
import { browseLog } from '../../commands/audit/log.ts';
import type { PersonalDataMode } from '../../commands/audit/privacy.ts';
import { reauthUntil, signedInUser } from '../../commands/users/account.ts';
import { authKit } from './authKit.ts';
import { eventTypes, isoInstant, isoUntil } from './adminAudit.ts';

const eventsQuery = z.strictObject({
  stream: z.string().max(200, 'At most 200 characters').regex(/^[A-Za-z][A-Za-z0-9]*-[A-Za-z0-9@._:-]+$/, 'Not a stream name').optional(),
  type: eventTypes.optional(),
  from: isoInstant.optional(),
  to: isoUntil.optional(),
  cursor: z.string().max(60).regex(/^(r\d+|\d+:\d+)$/, 'Not a cursor').optional(),
  limit: z.coerce.number({ error: 'limit must be a number' }).int('limit must be a whole number').min(1, 'limit is at least 1').max(EVENTS_PAGE_MAX, `limit is at most ${EVENTS_PAGE_MAX}`).default(EVENTS_PAGE_DEFAULT),
});

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
