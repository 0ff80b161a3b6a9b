import { describe, it, expect } from 'vitest';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { startServer } from '../support/server.ts';
import { call, newUser, register, type Json } from '../support/api.ts';
import { adminLogin, reauth } from '../support/admin.ts';
import { useAdminServer } from '../support/adminServer.ts';
import { grantTier } from '../support/plans.ts';
import { allDayProfile, gridSlot } from './bookingsKit.ts';
import { asOfSchema, auditPageSchema, databaseSchema, eventsPageSchema } from '../../contracts/audit.ts';

const ADMIN = { email: 'audit-admin@example.com', password: 'admin password for audits' };
const ctx = useAdminServer(ADMIN);
type Person = { id: string; token: string; email: string; password: string };


const get = (path: string, token?: string) => call(ctx.server.url, 'GET', path, { token });
const put = (path: string, body: unknown, token = ctx.admin.token) => call(ctx.server.url, 'PUT', path, { token, body });

async function signUp(overrides: Partial<ReturnType<typeof newUser>> = {}): Promise<Person> {
  const user = newUser(overrides);
  const { body } = await register(ctx.server.url, user);
  return { id: body.user.id, token: body.tokens.accessToken, email: user.email, password: user.password };
}

/** A user given `role` by the admin, signed in again (with the second factor for admins and analysts). */
async function withRole(role: 'expert' | 'analyst' | 'admin'): Promise<Person> {
  const person = await signUp();
  await reauth(ctx.server.url, ctx.admin.token, ADMIN.password);
  expect((await put(`/api/admin/users/${person.id}`, { role })).status).toBe(200);
  if (role === 'expert') {
    const login = await call(ctx.server.url, 'POST', '/api/auth/login', { body: { email: person.email, password: person.password } });
    return { ...person, token: login.body.tokens.accessToken };
  }
  const body = await adminLogin(ctx.server.url, { email: person.email, password: person.password });
  return { ...person, token: body.tokens.accessToken };
}

function storedEvents(stream: string): { type: string; metadata: Json }[] {
  const db = new DatabaseSync(join(ctx.server.dataDir, 'events.db'), { readOnly: true });
  try {
    const rows = db.prepare('SELECT type, metadata FROM events WHERE stream = ? ORDER BY revision').all(stream) as { type: string; metadata: string }[];
    return rows.map((r) => ({ type: r.type, metadata: JSON.parse(r.metadata) }));
  } finally {
    db.close();
  }
}

async function allPages(path: string, token = ctx.admin.token): Promise<Json[]> {
  const items: Json[] = [];
  let cursor: string | null = null;
  do {
    const res = await get(`${path}${cursor ? `&cursor=${cursor}` : ''}`, token);
    expect(res.status).toBe(200);
    // The answers keep the wire contracts the admin pages are written against.
    (path.startsWith('/api/admin/audit') ? auditPageSchema : eventsPageSchema).parse(res.body);
    items.push(...res.body.items);
    cursor = res.body.nextCursor;
  } while (cursor);
  return items;
}

const change = (entry: Json, field: string) => entry.changes.find((c: Json) => c.field === field);

describe('GET /admin/audit and as-of for a user', () => {
  it('shows changes by the user, by an admin and by the system, with actor, IP and before/after', async () => {
    const target = await signUp({ firstName: 'Audra' });
    expect((await put('/api/users/profile', { displayName: 'Self Named' }, target.token)).status).toBe(200);
    expect((await put(`/api/admin/users/${target.id}`, { displayName: 'Admin Named', subscriptionTier: 'professional' })).status).toBe(200);

    // The system: ADMIN_EMAIL names this user at the next start, which makes them an admin with that password.
    await ctx.server.stop({ keepData: true });
    ctx.server = await startServer({ RATE_LIMITS: 'off', DATA_DIR: ctx.server.dataDir, ADMIN_EMAIL: target.email, ADMIN_PASSWORD: 'a system-set password 42' });

    const items = await allPages(`/api/admin/audit?subject=user:${target.id}&limit=2`);
    expect(items.map((e) => e.at)).toEqual([...items.map((e) => e.at)].sort());

    const registered = items.find((e) => e.type === 'UserRegistered')!;
    expect(change(registered, 'email')).toEqual({ field: 'email', before: null, after: target.email });
    expect(change(registered, 'password')).toEqual({ field: 'password', before: null, after: '[hidden]' });
    expect(registered.ip).toMatch(/127\.0\.0\.1/);

    const self = items.find((e) => e.type === 'UserProfileUpdated' && e.actor !== 'system' && e.actor.id === target.id)!;
    expect(self.actor).toEqual({ id: target.id, role: 'user', displayName: expect.any(String) });
    expect(self.changes).toEqual([{ field: 'displayName', before: change(registered, 'displayName').after, after: 'Self Named' }]);

    const byAdmin = items.filter((e) => e.actor !== 'system' && e.actor.id === ctx.admin.id);
    expect(byAdmin.map((e) => e.type).sort()).toEqual(['SubscriptionChanged', 'UserProfileUpdated']);
    expect(byAdmin.flatMap((e) => e.changes)).toEqual(
      expect.arrayContaining([
        { field: 'displayName', before: 'Self Named', after: 'Admin Named' },
        { field: 'subscriptionTier', before: 'free', after: 'professional' },
      ]),
    );
    expect(byAdmin[0]!.actor).toMatchObject({ role: 'admin', displayName: expect.any(String) });
    // Every admin change carries the admin's IP, the tier change on the subscription stream too (issue 19).
    expect(byAdmin.map((e) => [e.type, e.ip])).toEqual(expect.arrayContaining([['SubscriptionChanged', expect.stringMatching(/127\.0\.0\.1/)], ['UserProfileUpdated', expect.stringMatching(/127\.0\.0\.1/)]]));

    const bySystem = items.filter((e) => e.actor === 'system');
    expect(bySystem.flatMap((e) => e.changes)).toEqual(
      expect.arrayContaining([
        { field: 'role', before: 'user', after: 'admin' },
        { field: 'password', before: '[hidden]', after: '[hidden]' },
      ]),
    );

    // Filters: the actor, the type, and time.
    const systemOnly = await get(`/api/admin/audit?subject=user:${target.id}&actor=system`, ctx.admin.token);
    expect(systemOnly.body.items.length).toBe(bySystem.length);
    const typed = await get(`/api/admin/audit?subject=user:${target.id}&type=SubscriptionChanged,UserRegistered`, ctx.admin.token);
    expect(typed.body.items.map((e: Json) => e.type)).toEqual(['UserRegistered', 'SubscriptionChanged']);
    const later = await get(`/api/admin/audit?subject=user:${target.id}&from=${encodeURIComponent(byAdmin[0]!.at)}`, ctx.admin.token);
    expect(later.body.items.every((e: Json) => e.at >= byAdmin[0]!.at)).toBe(true);
    expect(later.body.items.length).toBeLessThan(items.length);
    // A date alone as `to` includes that whole day; an instant before the first event leaves nothing.
    const today = new Date().toISOString().slice(0, 10);
    expect((await get(`/api/admin/audit?subject=user:${target.id}&to=${today}&limit=200`, ctx.admin.token)).body.items.length).toBe(items.length);
    expect((await get(`/api/admin/audit?subject=user:${target.id}&to=2001-01-01`, ctx.admin.token)).body).toMatchObject({ items: [], nextCursor: null });

    // As of: before the admin's change, after it, and before the account existed.
    const asOf = (at: string) => get(`/api/admin/users/${target.id}/as-of?at=${encodeURIComponent(at)}`, ctx.admin.token);
    const beforeAdmin = await asOf(self.at);
    expect(beforeAdmin.status).toBe(200);
    asOfSchema.parse(beforeAdmin.body);
    expect(beforeAdmin.body.record).toMatchObject({ id: target.id, displayName: 'Self Named', subscriptionTier: 'free', role: 'user', password: '[hidden]' });
    expect(JSON.stringify(beforeAdmin.body)).not.toContain('$argon2');
    expect((await asOf(byAdmin.at(-1)!.at)).body.record).toMatchObject({ displayName: 'Admin Named', subscriptionTier: 'professional', role: 'user' });
    expect((await asOf(new Date().toISOString())).body.record).toMatchObject({ role: 'admin' });
    expect((await asOf('2000-01-01')).body).toMatchObject({ record: null, events: 0 });
  });

  it('refuses bad queries, unknown subjects, no token and every role but admin', async () => {
    const target = await signUp();
    for (const qs of ['', '?subject=user:nope', '?subject=order:6f1c0a4e-8d5e-4a3b-9a75-0b4f3cc4b5d1', `?subject=user:${target.id}&limit=0`, `?subject=user:${target.id}&from=yesterday`, `?subject=user:${target.id}&extra=1`]) {
      const res = await get(`/api/admin/audit${qs}`, ctx.admin.token);
      expect([qs, res.status, res.body.code]).toEqual([qs, 400, 'VALIDATION_ERROR']);
    }
    expect((await get('/api/admin/audit?subject=user:6f1c0a4e-8d5e-4a3b-9a75-0b4f3cc4b5d1', ctx.admin.token)).status).toBe(404);
    expect((await get(`/api/admin/users/${target.id}/as-of?at=not-a-date`, ctx.admin.token)).status).toBe(400);

    const paths = [`/api/admin/audit?subject=user:${target.id}`, `/api/admin/audit/export?subject=user:${target.id}`, `/api/admin/users/${target.id}/as-of?at=2026-01-01`, `/api/admin/bookings/${target.id}/as-of?at=2026-01-01`, '/api/admin/database'];
    const [expert, analyst] = [await withRole('expert'), await withRole('analyst')];
    for (const path of paths) {
      expect([path, (await get(path)).status]).toEqual([path, 401]);
      for (const who of [target, expert, analyst]) expect([path, (await get(path, who.token)).status]).toEqual([path, 403]);
    }
  });

  it('shows erased personal fields as erased, in the history and as of any time', async () => {
    const target = await signUp();
    await reauth(ctx.server.url, ctx.admin.token, ADMIN.password);
    expect((await call(ctx.server.url, 'POST', `/api/admin/users/${target.id}/erase`, { token: ctx.admin.token })).status).toBe(200);
    const items = (await get(`/api/admin/audit?subject=user:${target.id}`, ctx.admin.token)).body.items as Json[];
    expect(change(items[0]!, 'email')).toEqual({ field: 'email', before: null, after: '[erased]' });
    expect(items[0]!.ip).toBe('[erased]');
    expect(items.at(-1)).toMatchObject({ type: 'PersonalDataErased', actor: { id: ctx.admin.id } });
    expect(JSON.stringify(items)).not.toContain(target.email);
    const asOf = await get(`/api/admin/users/${target.id}/as-of?at=${encodeURIComponent(items[0]!.at)}`, ctx.admin.token);
    expect(asOf.body.record).toMatchObject({ email: '[erased]', firstName: '[erased]' });
  });
});

describe('CSV export', () => {
  // A sign-up is an anonymous request, so its actor is the system; later changes name the person.
  it('asks for a re-authentication, streams every change as CSV, and is itself on the record', async () => {
    const second = await withRole('admin');
    const target = await signUp({ firstName: 'Csv, "quoted"' });
    await put('/api/users/profile', { displayName: '=HYPERLINK("x")' }, target.token);
    const path = `/api/admin/audit/export?subject=user:${target.id}`;

    const refused = await get(path, second.token);
    expect([refused.status, refused.body.code]).toEqual([403, 'reauth_required']);
    await reauth(ctx.server.url, second.token, second.password);

    const res = await fetch(`${ctx.server.url}${path}`, { headers: { authorization: `Bearer ${second.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="audit-user-${target.id}.csv"`);
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('at,type,actor_id,actor_role,actor_name,ip,field,before,after,notes,position');
    expect(lines.some((l) => l.includes('UserRegistered,system,system,,127.0.0.1,') && l.includes(',firstName,,"Csv, ""quoted"""'))).toBe(true);
    // A cell that a spreadsheet would run as a formula is defused.
    expect(lines.some((l) => l.includes(`,displayName,`) && l.includes(`"'=HYPERLINK(""x"")"`))).toBe(true);

    const exported = storedEvents(`adminActivity-${second.id}`);
    expect(exported.map((e) => e.type)).toEqual(['AuditExported']);
    expect(exported[0]!.metadata.actor).toEqual({ id: second.id, role: 'admin' });
    expect(exported[0]!.metadata.ip).toMatch(/^pii1\./);
    const history = await allPages(`/api/admin/audit?subject=user:${second.id}&type=AuditExported`);
    expect(history).toEqual([expect.objectContaining({ actor: expect.objectContaining({ id: second.id }), notes: `Exported the audit history of user:${target.id}`, changes: [] })]);
    const log = await get(`/api/admin/events?stream=adminActivity-${second.id}`, second.token);
    expect(log.body.items[0]).toMatchObject({ type: 'AuditExported', data: { subject: `user:${target.id}`, adminId: second.id } });
  });
});

describe('bookings: status notes, filters, history and as-of', () => {
  it('keeps each status change with its notes and shows the booking as it stood', async () => {
    const expert = await withRole('expert');
    expect((await put('/api/experts/me', allDayProfile(['taxation']), expert.token)).status).toBe(200);
    const customer = await signUp();
    const onboard = await call(ctx.server.url, 'POST', '/api/business-profile/complete-onboarding', {
      token: customer.token,
      body: { profileData: { companyName: 'Audit Co', country: 'eg', industry: 'trade-distribution', companySize: '1-10', timeline: '0-3m', goals: [], services: [], package: 'professional' } },
    });
    expect(onboard.status).toBe(200);
    await grantTier(ctx.server.url, customer.id, 'professional', ADMIN);
    const booked = await call(ctx.server.url, 'POST', '/api/bookings', { token: customer.token, body: { duration: 15, start: gridSlot(50), topic: 'taxation', expertId: expert.id, answers: {} } });
    expect(booked.status).toBe(201);
    const id = booked.body.booking.id as string;

    for (const [status, notes] of [['reschedule_requested', 'Expert is ill'], ['confirmed', 'Back on the calendar'], ['cancelled', 'Customer called to cancel']]) {
      const res = await put(`/api/admin/bookings/${id}/status`, { status, notes });
      expect([status, res.status]).toEqual([status, 200]);
    }
    const listed = await get(`/api/admin/bookings?userId=${customer.id}`, ctx.admin.token);
    expect(listed.body.bookings.map((b: Json) => b.id)).toEqual([id]);
    expect((await get(`/api/admin/bookings?userId=${customer.id}&status=confirmed`, ctx.admin.token)).body.total).toBe(0);

    const items = (await get(`/api/admin/audit?subject=booking:${id}`, ctx.admin.token)).body.items as Json[];
    expect(items.map((e) => [e.type, e.notes, change(e, 'status')?.after])).toEqual([
      // The request (issue 18) is the user's; the booking process confirms it.
      ['BookingRequested', undefined, 'pending'],
      ['BookingConfirmed', undefined, 'confirmed'],
      ['BookingRescheduleRequested', 'Expert is ill', 'reschedule_requested'],
      ['BookingRescheduled', 'Back on the calendar', 'confirmed'],
      ['BookingCancelled', 'Customer called to cancel', 'cancelled'],
    ]);
    expect(items[0]!.actor).toMatchObject({ id: customer.id, role: 'user' });
    expect(items[4]!.actor).toMatchObject({ id: ctx.admin.id, role: 'admin' });
    expect(items[4]!.ip).toMatch(/127\.0\.0\.1/);
    // IPs in booking streams are sealed with the acting person's key, never stored in plaintext.
    // (The confirmation is the booking process's, which has no IP.)
    const withIp = storedEvents(`booking-${id}`).filter((e) => e.metadata.ip !== undefined);
    expect(withIp.map((e) => String(e.metadata.ip).slice(0, 5))).toEqual(['pii1.', 'pii1.', 'pii1.', 'pii1.']);

    const asOf = await get(`/api/admin/bookings/${id}/as-of?at=${encodeURIComponent(items[2]!.at)}`, ctx.admin.token);
    expect(asOf.body).toMatchObject({ events: 3, record: { id, status: 'reschedule_requested', userId: customer.id } });
    expect((await get(`/api/admin/bookings/${id}/as-of?at=2000-01-01`, ctx.admin.token)).body.record).toBeNull();
  });
});

describe('event store console', () => {
  it('GET /admin/database: the log, each projection, parked events and the mail outbox; admins only', async () => {
    const res = await get('/api/admin/database', ctx.admin.token);
    expect(res.status).toBe(200);
    databaseSchema.parse(res.body);
    expect(res.body.eventStore).toMatchObject({ kind: 'embedded', events: expect.any(Number), streams: expect.any(Number), logSize: expect.any(Number) });
    expect(res.body.eventStore.events).toBeGreaterThan(res.body.eventStore.streams);
    expect(res.body.projections.map((p: Json) => p.name)).toContain('users');
    expect(res.body.projections[0]).toMatchObject({ status: expect.stringMatching(/live|catching-up|rebuilding|degraded/), lag: expect.any(Number), parked: expect.any(Number) });
    expect(res.body.parked).toEqual([]);
    expect(res.body.mailOutbox).toMatchObject({ lag: expect.any(Number) });
  });

  it('records a rebuild an admin asks for in their own history', async () => {
    const fresh = await withRole('admin');
    expect((await call(ctx.server.url, 'POST', '/api/admin/projections/experts/rebuild', { token: fresh.token })).status).toBe(202);
    const mine = await allPages(`/api/admin/audit?subject=user:${fresh.id}&type=ProjectionMaintenanceRequested`);
    expect(mine).toEqual([expect.objectContaining({ actor: expect.objectContaining({ id: fresh.id, role: 'admin' }), notes: 'Rebuild of projection experts', ip: expect.stringMatching(/127\.0\.0\.1/) })]);
  });

  it('GET /admin/events: masked for admins, opened after a re-authentication, removed for analysts, refused to others', async () => {
    const fresh = await withRole('admin');
    const target = await signUp();
    const path = `/api/admin/events?stream=user-${target.id}`;

    const masked = await get(path, fresh.token);
    expect(masked.body.personalData).toBe('masked');
    expect(masked.body.items[0]).toMatchObject({ type: 'UserRegistered', data: { email: '[personal]', userId: target.id }, metadata: { ip: '[personal]' } });
    expect(JSON.stringify(masked.body)).not.toContain(target.email);

    await reauth(ctx.server.url, fresh.token, fresh.password);
    const shown = await get(path, fresh.token);
    expect(shown.body.personalData).toBe('shown');
    expect(shown.body.items[0].data.email).toBe(target.email);
    expect(shown.body.items[0].metadata.ip).toMatch(/127\.0\.0\.1/);

    const analyst = await withRole('analyst');
    const removed = await get(path, analyst.token);
    expect(removed.body.personalData).toBe('removed');
    const text = JSON.stringify(removed.body);
    for (const leak of [target.email, 'pii1.', '[personal]', '"ip"', '"userAgent"', '"firstName"']) expect(text).not.toContain(leak);
    expect(removed.body.items[0]).toMatchObject({ type: 'UserRegistered', data: { userId: target.id, role: 'user' } });

    // Paging inside one stream: one event a page, every revision once, in order.
    const oneByOne = await allPages(`${path}&limit=1`, fresh.token);
    expect(oneByOne.map((e) => e.revision)).toEqual(shown.body.items.map((e: Json) => e.revision));
    // Paging through the whole log by type, with a cursor, in log order.
    const registered = await allPages('/api/admin/events?type=UserRegistered&limit=3');
    expect(registered.map((e) => e.data.userId)).toContain(target.id);
    expect(registered.map((e) => Number(e.position.split(':')[0]))).toEqual([...registered.map((e) => Number(e.position.split(':')[0]))].sort((a, b) => a - b));

    expect((await get(path)).status).toBe(401);
    expect((await get(path, target.token)).status).toBe(403);
    expect((await get(path, (await withRole('expert')).token)).status).toBe(403);
    expect((await get('/api/admin/events?stream=not a stream', ctx.admin.token)).status).toBe(400);
  });
});
