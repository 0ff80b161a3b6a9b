import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startServer, type TestServer } from '../support/server.ts';
import { call, type Json } from '../support/api.ts';
import { ADMIN, allDayProfile, consultationKit, gridSlot, type Person } from './bookingsKit.ts';

let server: TestServer;
let kit: ReturnType<typeof consultationKit>;
let tax: Person;
let market: Person;

beforeAll(async () => {
  server = await startServer({ RATE_LIMITS: 'off', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  kit = consultationKit(server.url);
  tax = await kit.expert(allDayProfile(['taxation', 'business-setup']));
  market = await kit.expert(allDayProfile(['market-entry'], { displayName: 'Dr Market' }));
});
afterAll(async () => {
  await server?.stop();
});

const api = (method: string, path: string, token?: string, body?: unknown) => call(server.url, method, path, { token, body });
const book = (who: Person, start: string, extra: Json = {}) =>
  api('POST', '/api/bookings', who.token, { duration: 15, start, topic: 'taxation', expertId: tax.id, answers: { 'taxation.activity': 'Retail' }, ...extra });

describe('topics and experts', () => {
  it('lists the six topics with their follow-up questions', async () => {
    const res = await api('GET', '/api/consultations/topics');
    expect(res.status).toBe(200);
    expect(res.body.map((t: Json) => t.title)).toEqual([
      'Market Entry Strategy',
      'Regulatory Compliance',
      'Finding Local Partners',
      'Business Setup',
      'Visa & Residency',
      'Taxation',
    ]);
    expect(res.body[0].followUps).toContainEqual({ id: 'market-entry.cities', question: 'Which cities are you considering?' });
    for (const topic of res.body as unknown as Json[]) expect(topic.followUps.length).toBeGreaterThanOrEqual(2);
  });

  it('lists experts publicly, filtered by topic', async () => {
    const res = await api('GET', '/api/experts?topic=market-entry');
    expect(res.status).toBe(200);
    expect(res.body).toContainEqual({ id: market.id, displayName: 'Dr Market', headline: 'Always there', bio: 'Test expert', languages: ['en', 'ar'], topics: ['market-entry'], rating: null, reviewCount: 0 });
    expect(res.body.find((e: Json) => e.id === tax.id)).toBeUndefined();
    expect((await api('GET', '/api/experts?topic=astrology')).status).toBe(400);
  });

  it('reads and sets the expert profile; other roles get 403, no token 401', async () => {
    const me = await api('GET', '/api/experts/me', tax.token);
    expect(me.status).toBe(200);
    expect(me.body.expert).toMatchObject({ id: tax.id, timeZone: 'UTC', minNoticeHours: 0, bufferMinutes: 5, horizonDays: 60 });
    const user = await kit.customer();
    expect((await api('GET', '/api/experts/me', user.token)).status).toBe(403);
    expect((await api('PUT', '/api/experts/me', user.token, allDayProfile(['taxation']))).status).toBe(403);
    expect((await api('GET', '/api/experts/me')).status).toBe(401);
  });

  it('defaults notice, buffer, horizon and zone, and refuses bad availability field by field', async () => {
    const fresh = await kit.expert({ displayName: 'Dr Defaults' });
    expect((await api('GET', '/api/experts/me', fresh.token)).body.expert).toMatchObject({
      displayName: 'Dr Defaults',
      timeZone: 'Asia/Riyadh',
      minNoticeHours: 12,
      bufferMinutes: 5,
      horizonDays: 60,
      weekly: { mon: [], sun: [] },
    });
    const bad = await api('PUT', '/api/experts/me', fresh.token, {
      displayName: 'Dr Bad',
      timeZone: 'Mars/Olympus',
      weekly: { mon: [{ from: '10:00', to: '09:00' }], tue: [{ from: '09:00', to: '11:00' }, { from: '10:00', to: '12:00' }], wed: [{ from: '9am', to: '10:00' }] },
      datesOff: ['2026-02-30'],
      topics: ['astrology'],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['datesOff.0', 'timeZone', 'topics.0', 'weekly.mon.0.to', 'weekly.tue', 'weekly.wed.0.from'].sort());
    expect((await api('PUT', '/api/experts/me', fresh.token, { displayName: 'x', weekly: { funday: [] } })).body.fields).toHaveProperty('weekly.funday');
  });

  it('lets only an admin change a role', async () => {
    const user = await kit.customer();
    expect((await api('PUT', `/api/admin/users/${user.id}`, user.token, { role: 'admin' })).status).toBe(403);
    expect((await api('PUT', `/api/admin/users/${user.id}`, await kit.admin(), { role: 'wizard' })).status).toBe(400);
    expect((await api('PUT', '/api/admin/users/00000000-0000-4000-8000-000000000000', await kit.admin(), { role: 'expert' })).status).toBe(404);
  });
});

describe('available slots', () => {
  it('answers free slots of a Riyadh day, public, without booked ones', async () => {
    const start = gridSlot(72);
    const riyadhDate = new Date(Date.parse(start) + 3 * 3_600_000).toISOString().slice(0, 10);
    const path = `/api/bookings/available-slots/${riyadhDate}?duration=15&expertId=${tax.id}`;
    const before = await api('GET', path);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ date: riyadhDate, timeZone: 'Asia/Riyadh' });
    const end = new Date(Date.parse(start) + 15 * 60_000).toISOString();
    expect(before.body.slots).toContainEqual({ start, end, expertId: tax.id });
    expect((await book(await kit.customer(), start)).status).toBe(201);
    const after = await api('GET', path);
    expect(after.body.slots.find((s: Json) => s.start === start)).toBeUndefined();
    expect(after.body.slots.length).toBeLessThan(before.body.slots.length);
  });

  it('refuses a bad duration or date', async () => {
    expect((await api('GET', '/api/bookings/available-slots/2026-12-01?duration=30')).status).toBe(400);
    expect((await api('GET', '/api/bookings/available-slots/2026-13-01')).status).toBe(401);
    expect((await api('GET', '/api/bookings/available-slots/2026-12-01?topic=astrology')).status).toBe(400);
  });

  it('answers where a booking can move, to its user only', async () => {
    const user = await kit.customer();
    const created = (await book(user, gridSlot(80))).body.booking;
    const res = await api('GET', `/api/bookings/available-slots/${created.id}`, user.token);
    expect(res.status).toBe(200);
    expect(res.body.slots.length).toBeGreaterThan(0);
    expect(res.body.slots.every((s: Json) => s.expertId === tax.id && Date.parse(s.end) - Date.parse(s.start) === 15 * 60_000)).toBe(true);
    expect((await api('GET', `/api/bookings/available-slots/${created.id}`, (await kit.customer()).token)).status).toBe(404);
    expect((await api('GET', `/api/bookings/available-slots/${created.id}`)).status).toBe(401);
  });
});

describe('POST /api/bookings', () => {
  it('books a free slot: 201 with the whole booking', async () => {
    const user = await kit.customer();
    const start = gridSlot(26);
    const res = await book(user, start, { notes: 'First time in KSA' });
    expect(res.status).toBe(201);
    const b = res.body.booking;
    expect(b).toEqual({
      id: expect.any(String),
      userId: user.id,
      expertId: tax.id,
      expert: { displayName: 'Dr Day' },
      topic: 'taxation',
      duration: 15,
      start,
      end: new Date(Date.parse(start) + 15 * 60_000).toISOString(),
      status: 'confirmed',
      lateCancellation: false,
      statusNote: null,
      answers: { 'taxation.activity': 'Retail' },
      notes: 'First time in KSA',
      meeting: { roomName: `bawaba${b.id}`, meetingCode: `bawaba${b.id}` },
      conversationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      review: null,
      // The user sees themself as the client (issue 17): the same view as their expert's.
      client: { name: expect.any(String), company: 'Nile Trading' },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('assigns an expert with the topic when none is named', async () => {
    const res = await api('POST', '/api/bookings', (await kit.customer()).token, { duration: 20, start: new Date(Math.ceil(Date.parse(gridSlot(30)) / 3_600_000) * 3_600_000).toISOString(), topic: 'market-entry', answers: {} });
    expect(res.status).toBe(201);
    expect(res.body.booking.expertId).toBe(market.id);
  });

  it('SLOT_TAKEN for a slot booked already, or one within the buffer', async () => {
    const start = gridSlot(34);
    expect((await book(await kit.customer(), start)).status).toBe(201);
    const again = await book(await kit.customer(), start);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('SLOT_TAKEN');
    const next = new Date(Date.parse(start) + 15 * 60_000).toISOString();
    expect((await book(await kit.customer(), next)).body.code).toBe('SLOT_TAKEN');
  });

  it('QUOTA_EXCEEDED past the month allowance, with the upgrade', async () => {
    const free = await kit.customer('free');
    const res = await book(free, gridSlot(38));
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'QUOTA_EXCEEDED', feature: 'consultations', limit: 0, used: 0, upgradeTo: 'professional' });
    const pro = await kit.customer();
    expect((await book(pro, gridSlot(40))).status).toBe(201);
    const second = await book(pro, gridSlot(42));
    expect(second.status).toBe(403);
    expect(second.body).toMatchObject({ code: 'QUOTA_EXCEEDED', limit: 1, used: 1, upgradeTo: 'enterprise' });
  });

  it('refuses without onboarding, a bad body, or a time that is not a slot', async () => {
    expect((await book(await kit.customer(null), gridSlot(44))).body.code).toBe('ONBOARDING_REQUIRED');
    const user = await kit.customer();
    const bad = await book(user, 'tomorrow', { duration: 30, topic: 'astrology' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['duration', 'start', 'topic']);
    expect((await book(user, gridSlot(44), { answers: { 'market-entry.cities': 'Riyadh' } })).body.fields).toHaveProperty(['answers.market-entry.cities']);
    expect((await book(user, gridSlot(44), { answers: { 'taxation.activity': 'x'.repeat(2001) } })).status).toBe(400);
    const offGrid = await book(user, new Date(Date.parse(gridSlot(44)) + 7 * 60_000).toISOString());
    expect(offGrid.status).toBe(409);
    expect(offGrid.body).toMatchObject({ code: 'SLOT_UNAVAILABLE', reason: 'NOT_AVAILABLE' });
    expect((await book(user, gridSlot(24 * 70))).body).toMatchObject({ code: 'SLOT_UNAVAILABLE', reason: 'TOO_FAR' });
    expect((await book(user, gridSlot(44), { expertId: market.id })).body.code).toBe('EXPERT_UNAVAILABLE');
    expect((await book({ ...user, token: '' }, gridSlot(44))).status).toBe(401);
    // Nothing refused used the month's consultation.
    expect((await book(user, gridSlot(44))).status).toBe(201);
  });
});

describe('reading bookings', () => {
  it('shows a booking to its user, its expert and admins; 404 to anyone else', async () => {
    const user = await kit.customer();
    const id = (await book(user, gridSlot(46))).body.booking.id;
    for (const token of [user.token, tax.token, await kit.admin()]) expect((await api('GET', `/api/bookings/${id}`, token)).status).toBe(200);
    expect((await api('GET', `/api/bookings/${id}`, (await kit.customer()).token)).status).toBe(404);
    expect((await api('GET', `/api/bookings/${id}`, market.token)).status).toBe(404);
    expect((await api('GET', '/api/bookings/not-a-uuid', user.token)).status).toBe(404);
    expect((await api('GET', `/api/bookings/${id}/meeting`, (await kit.customer()).token)).status).toBe(404);
  });

  it('lists own bookings as a user, sessions as an expert, all for an admin, with filters', async () => {
    const user = await kit.customer();
    const id = (await book(user, gridSlot(48))).body.booking.id;
    const mine = await api('GET', '/api/bookings', user.token);
    expect(mine.body).toMatchObject({ success: true, page: 1, limit: 20, total: 1 });
    expect(mine.body.bookings.map((b: Json) => b.id)).toEqual([id]);
    expect((await api('GET', '/api/bookings?status=cancelled', user.token)).body.total).toBe(0);
    const sessions = await api('GET', '/api/bookings?limit=100', tax.token);
    expect(sessions.body.bookings.every((b: Json) => b.expertId === tax.id)).toBe(true);
    expect(sessions.body.bookings.map((b: Json) => b.id)).toContain(id);
    expect((await api('GET', '/api/bookings', market.token)).body.bookings.map((b: Json) => b.id)).not.toContain(id);
    const all = await api('GET', `/api/admin/bookings?expertId=${tax.id}&from=${gridSlot(47)}&to=${gridSlot(49)}`, await kit.admin());
    expect(all.body.bookings.map((b: Json) => b.id)).toEqual([id]);
    expect((await api('GET', '/api/admin/bookings', user.token)).status).toBe(403);
    expect((await api('GET', '/api/bookings?status=lost', user.token)).status).toBe(400);
  });
});

describe('changing a booking', () => {
  it('a user cancelling within the notice is flagged late and keeps the month used', async () => {
    const user = await kit.customer();
    const id = (await book(user, gridSlot(3))).body.booking.id;
    const res = await api('POST', `/api/bookings/${id}/cancel`, user.token, { reason: 'Something came up' });
    expect(res.status).toBe(200);
    expect(res.body.booking).toMatchObject({ status: 'cancelled', lateCancellation: true });
    expect((await book(user, gridSlot(52))).body.code).toBe('QUOTA_EXCEEDED');
  });

  it('a timely cancellation frees the slot and gives the consultation back', async () => {
    const user = await kit.customer();
    const start = gridSlot(54);
    const id = (await book(user, start)).body.booking.id;
    expect((await api('POST', `/api/bookings/${id}/cancel`, user.token, {})).status).toBe(400);
    const res = await api('POST', `/api/bookings/${id}/cancel`, user.token, { reason: 'Plans changed' });
    expect(res.body.booking).toMatchObject({ status: 'cancelled', lateCancellation: false });
    expect((await book(user, start)).status).toBe(201);
    // A repeated cancel (a retry) answers as the first did (issue 18, defect 8).
    const again = await api('POST', `/api/bookings/${id}/cancel`, user.token, { reason: 'Again' });
    expect(again.status).toBe(200);
    expect(again.body.booking).toMatchObject({ status: 'cancelled', lateCancellation: false, statusNote: 'Plans changed' });
  });

  it('expert asks to reschedule, the user moves it; the user may not ask, and TOO_EARLY before the start', async () => {
    const user = await kit.customer();
    const oldStart = gridSlot(56);
    const id = (await book(user, oldStart)).body.booking.id;
    const byUser = await api('POST', `/api/bookings/${id}/request-reschedule`, user.token, { reason: 'Please' });
    expect(byUser.status).toBe(403);
    expect(byUser.body).toMatchObject({ code: 'FORBIDDEN', allowed: ['confirmed', 'cancelled'] });
    const early = await api('POST', `/api/bookings/${id}/outcome`, tax.token, { status: 'completed' });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('TOO_EARLY');
    const requested = await api('POST', `/api/bookings/${id}/request-reschedule`, tax.token, { reason: 'Conference' });
    expect(requested.body.booking.status).toBe('reschedule_requested');
    const twice = await api('POST', `/api/bookings/${id}/request-reschedule`, tax.token, { reason: 'Again' });
    expect(twice.body).toMatchObject({ code: 'INVALID_TRANSITION', from: 'reschedule_requested', to: 'reschedule_requested', allowed: [] });
    const newStart = gridSlot(58);
    const moved = await api('PUT', `/api/bookings/${id}`, user.token, { start: newStart });
    expect(moved.status).toBe(200);
    expect(moved.body.booking).toMatchObject({ status: 'confirmed', start: newStart });
    const moveTo = (await api('GET', `/api/bookings/available-slots/${id}`, user.token)).body.slots.map((s: Json) => s.start);
    expect(moveTo).not.toContain(newStart);
    expect(moveTo).toContain(oldStart);
    // The old time is free again.
    expect((await book(await kit.customer(), oldStart)).status).toBe(201);
  });

  it('the user declines a reschedule request by cancelling; the expert may not', async () => {
    const user = await kit.customer();
    const id = (await book(user, gridSlot(60))).body.booking.id;
    await api('POST', `/api/bookings/${id}/request-reschedule`, tax.token, { reason: 'Conference' });
    expect((await api('POST', `/api/bookings/${id}/cancel`, tax.token, { reason: 'No' })).body.code).toBe('FORBIDDEN');
    expect((await api('POST', `/api/bookings/${id}/cancel`, user.token, { reason: 'Declined' })).body.booking.status).toBe('cancelled');
  });

  it('the meeting is not open long before the start; reviews wait for completion', async () => {
    const user = await kit.customer();
    const start = gridSlot(62);
    const id = (await book(user, start)).body.booking.id;
    const meeting = await api('GET', `/api/bookings/${id}/meeting`, user.token);
    expect(meeting.status).toBe(409);
    expect(meeting.body).toMatchObject({ code: 'MEETING_NOT_OPEN', opensAt: new Date(Date.parse(start) - 10 * 60_000).toISOString() });
    expect((await api('POST', `/api/bookings/${id}/review`, user.token, { rating: 5 })).body.code).toBe('NOT_COMPLETED');
    expect((await api('POST', `/api/bookings/${id}/review`, user.token, { rating: 6 })).status).toBe(400);
  });

  it('admins set a status with notes through the same table', async () => {
    const user = await kit.customer();
    const id = (await book(user, gridSlot(64))).body.booking.id;
    const admin = await kit.admin();
    const res = await api('PUT', `/api/admin/bookings/${id}/status`, admin, { status: 'reschedule_requested', notes: 'Expert ill' });
    expect(res.body.booking).toMatchObject({ status: 'reschedule_requested', statusNote: 'Expert ill' });
    expect((await api('PUT', `/api/admin/bookings/${id}/status`, admin, { status: 'completed', notes: '' })).body).toMatchObject({
      code: 'INVALID_TRANSITION',
      allowed: ['confirmed', 'cancelled'],
    });
    expect((await api('PUT', `/api/admin/bookings/${id}/status`, admin, { status: 'cancelled', notes: 'Refunded' })).body.booking.status).toBe('cancelled');
    expect((await api('PUT', `/api/admin/bookings/${id}/status`, user.token, { status: 'cancelled', notes: '' })).status).toBe(403);
    expect((await api('PUT', `/api/admin/bookings/${id}/status`, admin, { status: 'lost', notes: '' })).status).toBe(400);
  });
});
