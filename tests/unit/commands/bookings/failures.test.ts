import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bookConsultation, runBooking } from '../../../../commands/consultations/bookingProcess.ts';
import { cancelBooking, moveBooking } from '../../../../commands/consultations/bookings.ts';
import type { EventStore } from '../../../../infra/eventstore/port.ts';
import { at, bookingWorld, HOUR } from './kit.ts';

/**
 * Issue 18, defects 1, 7 and 8: the real command handlers on an in-memory log, with appends that
 * fail or wait where the review found the streams could end up disagreeing.
 */
type World = ReturnType<typeof bookingWorld>;
const request = (w: World, userId: string, expertId: string, start: string) => ({
  bookingId: randomUUID(), userId, tier: 'professional' as const, topic: 'taxation' as const, duration: 15, start, answers: {}, notes: null, expertIds: [expertId], requestHash: 'h',
});

/** The store, with a hook run before each append (it may throw, or wait). */
function intercepted(inner: EventStore, before: (stream: string, types: string[]) => Promise<void> | void): EventStore {
  return new Proxy(inner, {
    get(target, prop, receiver) {
      if (prop === 'append') {
        return async (...args: Parameters<EventStore['append']>) => {
          await before(args[0], args[1].map((e) => e.type));
          return target.append(...args);
        };
      }
      const value = Reflect.get(target, prop, receiver) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

describe('booking streams stay in agreement', () => {
  it('two moves of one booking at once leave the booking and the calendar at the same start (defect 1)', async () => {
    const w = bookingWorld();
    const expertId = await w.expert();
    const userId = await w.person();
    const base = Math.ceil((w.clock.now().getTime() + 48 * HOUR) / HOUR) * HOUR;
    const [s0, s1, s2] = [base, base + HOUR, base + 2 * HOUR].map(at) as [string, string, string];
    const input = request(w, userId, expertId, s0);
    await bookConsultation(w.events, input, w.deps(userId));
    // The first move's record waits until the second move has finished: the interleaving the review found.
    let releaseFirst!: () => void;
    const firstMayRecord = new Promise<void>((resolve) => (releaseFirst = resolve));
    let bookingAppends = 0;
    const store = intercepted(w.events, async (stream) => {
      if (stream === `booking-${input.bookingId}` && bookingAppends++ === 0) await firstMayRecord;
    });
    const first = moveBooking(store, input.bookingId, s1, w.deps(userId)).then(() => 'moved', (e: { code?: string }) => e.code ?? 'error');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = await moveBooking(store, input.bookingId, s2, w.deps(userId)).then(() => 'moved', (e: { code?: string }) => e.code ?? 'error');
    releaseFirst();
    const outcomes = [await first, second];
    const folded = await w.fold(input.bookingId, expertId, userId, at(w.clock.now().getTime()).slice(0, 7), [s0, s1, s2]);
    const start = folded.booking.status === 'exists' ? folded.booking.booking.start : undefined;
    expect(outcomes).toContain('moved');
    expect(folded.holds).toEqual([start]);
    // The start the booking left is free for someone else; the one it holds is not.
    const other = await w.person();
    const left = start === s1 ? s2 : s1;
    await expect(bookConsultation(w.events, request(w, other, expertId, left), w.deps(other))).resolves.toMatchObject({ status: 'exists' });
  });

  it('a booking whose confirmation cannot be written gives its slot and consultation back (defect 7)', async () => {
    const w = bookingWorld();
    const expertId = await w.expert();
    const userId = await w.person();
    const start = at(Math.ceil((w.clock.now().getTime() + 30 * HOUR) / HOUR) * HOUR);
    const month = w.clock.now().toISOString().slice(0, 7);
    const broken = intercepted(w.events, (_stream, types) => {
      if (types.includes('BookingConfirmed')) throw new Error('disk full');
    });
    const input = request(w, userId, expertId, start);
    await expect(bookConsultation(broken, input, w.deps(userId))).rejects.toThrow('disk full');
    // The process keeps trying; past the sweep time it compensates and rejects.
    w.clock.advance(3 * 60_000);
    await runBooking(broken, input.bookingId, { now: w.clock.now, vault: w.vault });
    const folded = await w.fold(input.bookingId, expertId, userId, month, [start]);
    expect(folded).toMatchObject({ holds: [], used: [], booking: { status: 'rejected', rejection: { code: 'BOOKING_EXPIRED' } } });
    const other = await w.person();
    await expect(bookConsultation(w.events, request(w, other, expertId, start), w.deps(other))).resolves.toMatchObject({ status: 'exists' });
  });

  it('a cancel that failed part-way is finished by repeating it, which answers as the first did (defect 8)', async () => {
    const w = bookingWorld();
    const expertId = await w.expert();
    const userId = await w.person();
    const start = at(Math.ceil((w.clock.now().getTime() + 48 * HOUR) / HOUR) * HOUR);
    const month = w.clock.now().toISOString().slice(0, 7);
    const input = request(w, userId, expertId, start);
    await bookConsultation(w.events, input, w.deps(userId));
    // Twice: an append whose answer was lost is sent once more before the error reaches the caller.
    let failures = 2;
    const flaky = intercepted(w.events, (_stream, types) => {
      if (types.includes('SlotReleased') && failures-- > 0) throw new Error('connection reset');
    });
    await expect(cancelBooking(flaky, input.bookingId, 'Plans changed', w.deps(userId))).rejects.toThrow();
    const again = await cancelBooking(flaky, input.bookingId, 'Plans changed', w.deps(userId));
    expect(again.newState).toMatchObject({ status: 'exists', booking: { status: 'cancelled', lateCancellation: false } });
    expect(await w.fold(input.bookingId, expertId, userId, month, [start])).toMatchObject({ holds: [], used: [] });
  });
});
