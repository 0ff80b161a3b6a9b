import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it, expect } from 'vitest';
import { startServer } from '../support/server.ts';
import { call, type Json } from '../support/api.ts';
import { eventually } from '../support/eventually.ts';
import { auditBookings } from '../support/bookingAudit.ts';
import { derivedId } from '../../commands/conversations/sealing.ts';
import { ADMIN, allDayProfile, consultationKit, gridSlot, type Person } from './bookingsKit.ts';

/**
 * Issue 18, faults proven: the server is killed at each named step of the booking workflow
 * (FAULTS, honoured only with NODE_ENV=test), started again on the same DATA_DIR, and the booking
 * ends confirmed or rejected, the slot is held exactly when it is confirmed, and the allowance
 * matches, as folding the streams shows.
 */
const env = { RATE_LIMITS: 'off', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
type Step = { fault: string; ends: 'confirmed' | 'rejected' | 'cancelled'; act: (s: Scene) => Promise<unknown> };
type Scene = { url: string; user: Person; rival: Person; expert: Person; start: string; other: string; bookingId: string; key: string };

const send = (s: Scene, method: string, path: string, who: Person, body: Json, key: string = randomUUID()) =>
  call(s.url, method, path, { token: who.token, body, headers: { 'Idempotency-Key': key } }).catch(() => undefined);
const book = (s: Scene, who: Person, start: string, key?: string) =>
  send(s, 'POST', '/api/bookings', who, { duration: 15, start, topic: 'taxation', expertId: s.expert.id, answers: {} }, key);

const STEPS: Step[] = [
  { fault: 'booking:afterAllowance', ends: 'confirmed', act: (s) => book(s, s.user, s.start, s.key) },
  { fault: 'booking:afterHold', ends: 'confirmed', act: (s) => book(s, s.user, s.start, s.key) },
  { fault: 'booking:afterConfirmed', ends: 'confirmed', act: (s) => book(s, s.user, s.start, s.key) },
  { fault: 'booking:afterHoldConfirmed', ends: 'confirmed', act: (s) => book(s, s.user, s.start, s.key) },
  // The rival holds the slot first (that booking passes no compensation), so the user's is refused.
  { fault: 'booking:afterCompensation', ends: 'rejected', act: async (s) => (await book(s, s.rival, s.start), book(s, s.user, s.start, s.key)) },
  { fault: 'move:afterHold', ends: 'confirmed', act: async (s) => (await book(s, s.user, s.start, s.key), send(s, 'PUT', `/api/bookings/${s.bookingId}`, s.user, { start: s.other })) },
  { fault: 'move:afterRecord', ends: 'confirmed', act: async (s) => (await book(s, s.user, s.start, s.key), send(s, 'PUT', `/api/bookings/${s.bookingId}`, s.user, { start: s.other })) },
  { fault: 'cancel:afterRecord', ends: 'cancelled', act: async (s) => (await book(s, s.user, s.start, s.key), send(s, 'POST', `/api/bookings/${s.bookingId}/cancel`, s.user, { reason: 'Plans changed' })) },
];

describe('a crash at each step of the booking workflow', () => {
  for (const step of STEPS) {
    it(`${step.fault}: after a restart the streams agree`, async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'bawaba-fault-'));
      try {
        const first = await startServer({ ...env, DATA_DIR: dataDir, FAULTS: step.fault });
        const kit = consultationKit(first.url);
        const [expert, user, rival] = [await kit.expert(allDayProfile(['taxation'])), await kit.customer(), await kit.customer()];
        const key = randomUUID();
        const scene: Scene = { url: first.url, user, rival, expert, start: gridSlot(40), other: gridSlot(44), key, bookingId: derivedId('booking-request', user.id, key) };
        await step.act(scene);
        await first.kill();
        expect(first.process.signalCode).toBe('SIGKILL');

        const second = await startServer({ ...env, DATA_DIR: dataDir });
        try {
          await eventually(async () => {
            const seen = await call(second.url, 'GET', `/api/bookings/${scene.bookingId}`, { token: user.token });
            expect(seen.body.booking?.status).toBe(step.ends);
          }, 20_000);
          await eventually(async () => {
            const audit = await auditBookings(dataDir);
            expect({ orphaned: audit.orphanedHolds, unheld: audit.unheld, allowance: audit.allowanceOff, double: audit.doubleBookings, pending: audit.counts.pending }).toEqual({
              orphaned: [],
              unheld: [],
              allowance: [],
              double: [],
              pending: 0,
            });
          }, 10_000);
        } finally {
          await second.stop({ keepData: true });
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }, 90_000);
  }
});
