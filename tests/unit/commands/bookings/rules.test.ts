import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bookConsultation } from '../../../../commands/consultations/bookingProcess.ts';
import { moveBooking, recordOutcome, requestReschedule, setStatusAsAdmin } from '../../../../commands/consultations/bookings.ts';
import { at, bookingWorld, HOUR } from './kit.ts';

/** Issue 18: the booking rules, run on the real command handlers over an in-memory log. */
describe('booking rules on the command handlers', () => {
  it('an expert no-show gives the user their consultation back (defect 5)', async () => {
    const w = bookingWorld();
    const expertId = await w.expert();
    const userId = await w.person();
    const bookingId = randomUUID();
    const start = at(w.clock.now().getTime() + 48 * HOUR);
    const month = w.clock.now().toISOString().slice(0, 7);
    await bookConsultation(w.events, { bookingId, userId, tier: 'professional', topic: 'taxation', duration: 15, start, answers: {}, notes: null, expertIds: [expertId], requestHash: 'h' }, w.deps(userId));
    expect((await w.fold(bookingId, expertId, userId, month, [start])).used).toEqual([bookingId]);
    w.clock.advance(49 * HOUR);
    await recordOutcome(w.events, bookingId, 'no_show_expert', null, w.deps(expertId, 'expert'));
    expect((await w.fold(bookingId, expertId, userId, month, [start])).used).toEqual([]);
  });

  it('after a late reschedule request the user, or an admin, can keep the original time (defect 6)', async () => {
    const w = bookingWorld();
    const expertId = await w.expert({ minNoticeHours: 12 });
    for (const keeper of ['user', 'admin'] as const) {
      const userId = await w.person();
      const bookingId = randomUUID();
      const start = at(Math.ceil((w.clock.now().getTime() + 30 * HOUR) / HOUR) * HOUR);
      await bookConsultation(w.events, { bookingId, userId, tier: 'professional', topic: 'taxation', duration: 15, start, answers: {}, notes: null, expertIds: [expertId], requestHash: 'h' }, w.deps(userId));
      // Now inside the expert's 12-hour notice: no new booking could take this time, but this one holds it.
      w.clock.advance(20 * HOUR);
      await requestReschedule(w.events, bookingId, 'Running late', w.deps(expertId, 'expert'));
      const kept = keeper === 'user' ? await moveBooking(w.events, bookingId, start, w.deps(userId)) : await setStatusAsAdmin(w.events, bookingId, 'confirmed', 'Kept', w.deps(randomUUID(), 'admin'));
      expect(kept.newState.status === 'exists' && kept.newState.booking).toMatchObject({ status: 'confirmed', start });
      const month = at(w.clock.now().getTime() - 20 * HOUR).slice(0, 7);
      expect((await w.fold(bookingId, expertId, userId, month, [start])).holds).toEqual([start]);
    }
  });
});
