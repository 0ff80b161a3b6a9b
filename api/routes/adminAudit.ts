import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { authorize, principal } from '../http/guards.ts';
import { HttpError } from '../http/errors.ts';
import { parse, query } from '../http/validate.ts';
import { csvLine } from '../../domain/shared/csv.ts';
import { attachment, streamOut } from '../http/download.ts';
import { AUDIT_CSV_COLUMNS, ERASED_VALUE, type AuditEntry } from '../../contracts/audit.ts';
import { asOf, history, subjectExists, type HistoryEntry } from '../../commands/audit/history.ts';
import { recordAuditExport } from '../../commands/audit/exports.ts';
import type { Subject } from '../../commands/audit/subjects.ts';
import { requireRecentReauth, signedInUser } from '../../commands/users/account.ts';
import { users } from '../../projections/queries/users.ts';
import { authKit } from './authKit.ts';
import { asOfQuery, exportQuery, idParam, pageQuery } from '../requests/audit.ts';


type Query = z.infer<typeof exportQuery>;
const subjectName = (s: Subject) => `${s.kind}:${s.id}`;
const historyFilter = (q: Query) => ({ actor: q.actor, types: q.type, from: q.from, to: q.to });

/** Actors' display names, each looked up once per answer (an export may name the same admin 100,000 times). */
function actorNames(ctx: AppContext) {
  const repository = users(ctx.readStore);
  const cache = new Map<string, Promise<string | null>>();
  const nameOf = (id: string) => {
    let name = cache.get(id);
    if (!name) cache.set(id, (name = repository.row(id).then((row) => (row ? (row.erased ? ERASED_VALUE : row.displayName) : null))));
    return name;
  };
  return async (entry: HistoryEntry): Promise<AuditEntry> => ({
    ...entry,
    actor: entry.actor === 'system' ? 'system' : { ...entry.actor, displayName: await nameOf(entry.actor.id) },
  });
}

async function* csv(entries: AsyncIterable<AuditEntry>): AsyncGenerator<string> {
  yield csvLine(AUDIT_CSV_COLUMNS);
  for await (const e of entries) {
    const actor = e.actor === 'system' ? ['system', 'system', ''] : [e.actor.id, e.actor.role, e.actor.displayName];
    const rows = e.changes.length > 0 ? e.changes : [{ field: null, before: null, after: null }];
    for (const c of rows) yield csvLine([e.at, e.type, ...actor, e.ip, c.field, c.before, c.after, e.notes, e.position]);
  }
}

async function* named(entries: AsyncIterable<HistoryEntry>, name: (e: HistoryEntry) => Promise<AuditEntry>): AsyncGenerator<AuditEntry> {
  for await (const entry of entries) yield name(entry);
}

/**
 * The audit history (issue 11): one user's or booking's events, oldest first, each with actor,
 * IP and before/after per field; its CSV export; and a record as it stood at a past moment.
 * Mounted inside adminRouter, behind its admin guard: every answer holds personal data.
 */
export function adminAuditRouter(ctx: AppContext): Router {
  const router = Router();
  const admin = authorize(ctx.jwtSecret, 'admin');
  const kit = authKit(ctx);

  const mustExist = async (subject: Subject) => {
    if (!(await subjectExists(ctx.events, subject))) throw new HttpError('NOT_FOUND', subject.kind === 'user' ? 'User not found' : 'Booking not found');
  };

  router.get('/admin/audit', admin, async (req, res) => {
    const q = query(req, pageQuery);
    await mustExist(q.subject);
    const name = actorNames(ctx);
    const items: AuditEntry[] = [];
    let more = false;
    for await (const entry of history(ctx.events, ctx.readStore, q.subject, historyFilter(q), q.cursor)) {
      if (items.length === q.limit) {
        more = true;
        break;
      }
      items.push(await name(entry));
    }
    res.json({ success: true, subject: subjectName(q.subject), items, nextCursor: more ? items.at(-1)!.position : null });
  });

  router.get('/admin/audit/export', admin, async (req, res) => {
    const q = query(req, exportQuery);
    const adminId = principal(req).sub;
    // Names and IPs are personal data: reading them out as a file asks for a fresh password.
    requireRecentReauth(await signedInUser(ctx.events, kit.vault, adminId), ctx.now());
    await mustExist(q.subject);
    const subject = subjectName(q.subject);
    const raw = req.query as Record<string, string | undefined>;
    const recorded = { actor: q.actor ?? null, type: raw.type ?? null, from: q.from ?? null, to: q.to ?? null };
    await recordAuditExport(ctx.events, adminId, subject, recorded, kit.deps(req));
    attachment(res, 'text/csv; charset=utf-8', `audit-${q.subject.kind}-${q.subject.id}.csv`);
    await streamOut(req, res, csv(named(history(ctx.events, ctx.readStore, q.subject, historyFilter(q)), actorNames(ctx))), 'audit export');
  });

  const asOfRoute = (kind: Subject['kind']) => async (req: Request, res: Response) => {
    const subject: Subject = { kind, id: parse(idParam, req.params.id).toLowerCase() };
    const { at } = query(req, asOfQuery);
    await mustExist(subject);
    const { record, events } = await asOf(ctx.events, ctx.readStore, subject, at);
    res.json({ success: true, subject: subjectName(subject), at, events, record });
  };
  router.get('/admin/users/:id/as-of', admin, asOfRoute('user'));
  router.get('/admin/bookings/:id/as-of', admin, asOfRoute('booking'));

  return router;
}
