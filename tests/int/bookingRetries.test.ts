import { randomUUID } from 'node:crypto';
import { describe, it, expect, beforeAll } from 'vitest';
import { call, type Json } from '../support/api.ts';
import { eventually } from '../support/eventually.ts';
import { startServer } from '../support/server.ts';
import { ADMIN, allDayProfile, consultationKit, gridSlot, useConsultationServer, type Person } from './bookingsKit.ts';

/** Issue 18, defect 9 and Idempotency-Key: a client that retries never books twice, and never gets 404 for its booking. */
const setup = useConsultationServer();
let expert: Person;

beforeAll(async () => {
  expert = await setup.kit.expert(allDayProfile(['taxation']));
}, 60_000);

const send = (base: string, method: string, path: string, who: Person, body: Json, key?: string) =>
  call(base, method, path, { token: who.token, body, headers: key ? { 'Idempotency-Key': key } : {} });
const booking = (start: string, extra: Json = {}) => ({ duration: 15, start, topic: 'taxation', expertId: expert.id, answers: {}, ...extra });

describe('Idempotency-Key on POST /bookings', () => {
  it('a retried request answers the same booking, and the month counts one consultation (defect 9)', async () => {
    const user = await setup.kit.customer();
    const key = randomUUID();
    const first = await send(setup.server.url, 'POST', '/api/bookings', user, booking(gridSlot(30)), key);
    const again = await send(setup.server.url, 'POST', '/api/bookings', user, booking(gridSlot(30)), key);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body.booking).toEqual(first.body.booking);
    expect((await call(setup.server.url, 'GET', '/api/bookings', { token: user.token })).body.total).toBe(1);
    // A professional has one consultation a month: the retry did not use a second.
    expect((await send(setup.server.url, 'POST', '/api/bookings', user, booking(gridSlot(40)), randomUUID())).body.code).toBe('QUOTA_EXCEEDED');
  });

  it('the same key with another body is 422 IDEMPOTENCY_KEY_REUSED; a refusal is answered again as it was', async () => {
    const user = await setup.kit.customer();
    const key = randomUUID();
    expect((await send(setup.server.url, 'POST', '/api/bookings', user, booking(gridSlot(50)), key)).status).toBe(201);
    const other = await send(setup.server.url, 'POST', '/api/bookings', user, booking(gridSlot(51)), key);
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const refused = randomUUID();
    const first = await send(setup.server.url, 'POST', '/api/bookings', user, booking(gridSlot(52)), refused);
    expect(first.body.code).toBe('QUOTA_EXCEEDED');
    expect(await send(setup.server.url, 'POST', '/api/bookings', user, booking(gridSlot(52)), refused)).toMatchObject({ status: first.status, body: first.body });
    // Another user's same key is another request.
    expect((await send(setup.server.url, 'POST', '/api/bookings', await setup.kit.customer(), booking(gridSlot(53)), key)).status).toBe(201);
    expect((await send(setup.server.url, 'POST', '/api/bookings', user, booking(gridSlot(54)), 'short')).status).toBe(400);
  });

  it('cancel and move with a key: a retry answers as the first did, another body with the key is refused', async () => {
    const user = await setup.kit.customer();
    const id = (await send(setup.server.url, 'POST', '/api/bookings', user, booking(gridSlot(60)), randomUUID())).body.booking.id as string;
    const moveKey = randomUUID();
    const moved = await send(setup.server.url, 'PUT', `/api/bookings/${id}`, user, { start: gridSlot(62) }, moveKey);
    expect(moved.status).toBe(200);
    expect(await send(setup.server.url, 'PUT', `/api/bookings/${id}`, user, { start: gridSlot(62) }, moveKey)).toMatchObject({ status: 200, body: moved.body });
    expect((await send(setup.server.url, 'PUT', `/api/bookings/${id}`, user, { start: gridSlot(64) }, moveKey)).body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const cancelKey = randomUUID();
    const cancelled = await send(setup.server.url, 'POST', `/api/bookings/${id}/cancel`, user, { reason: 'Plans changed' }, cancelKey);
    expect(cancelled.body.booking.status).toBe('cancelled');
    expect(await send(setup.server.url, 'POST', `/api/bookings/${id}/cancel`, user, { reason: 'Plans changed' }, cancelKey)).toMatchObject({ status: 200, body: cancelled.body });
    expect((await send(setup.server.url, 'POST', `/api/bookings/${id}/cancel`, user, { reason: 'Other' }, cancelKey)).status).toBe(422);
  });
});

describe('a booking the process has not finished when the wait runs out', () => {
  it('answers 202 pending with its Location, never 404, and the Location shows it once made; keys survive a restart', async () => {
    const slow = await startServer({ RATE_LIMITS: 'off', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, BOOKING_WAIT_MS: '0' });
    try {
      const slowKit = consultationKit(slow.url);
      const [tax, user] = await Promise.all([slowKit.expert(allDayProfile(['taxation'])), slowKit.customer()]);
      const key = randomUUID();
      const body = { duration: 15, start: gridSlot(30), topic: 'taxation', expertId: tax.id, answers: {} };
      const res = await send(slow.url, 'POST', '/api/bookings', user, body, key);
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ success: true, booking: { id: expect.any(String), status: 'pending' } });
      const id = res.body.booking.id as string;
      expect(res.headers.get('location')).toBe(`/api/bookings/${id}`);
      await eventually(async () => expect((await call(slow.url, 'GET', `/api/bookings/${id}`, { token: user.token })).body.booking.status).toBe('confirmed'), 10_000);
      await slow.stop({ keepData: true });
      const again = await startServer({ RATE_LIMITS: 'off', DATA_DIR: slow.dataDir });
      try {
        const retry = await send(again.url, 'POST', '/api/bookings', user, body, key);
        expect(retry.body.booking.id).toBe(id);
      } finally {
        await again.stop();
      }
    } finally {
      await slow.stop();
    }
  }, 90_000);
});
