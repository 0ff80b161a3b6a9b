import { describe, expect, it } from 'vitest';
import { SqliteEventStore } from '../../../infra/eventstore/sqlite.ts';
import { ReminderScheduler } from '../../../commands/consultations/reminders.ts';

const HOUR = 3_600_000;
const start = '2026-12-10T12:00:00.000Z';
const confirmed = {
  bookingId: 'b-1', by: { id: 'u-1', role: 'user' }, at: '2026-12-01T09:00:00.000Z', userId: 'u-1', expertId: 'e-1', expertName: 'Dr',
  topic: 'taxation', duration: 15, start, end: '2026-12-10T12:15:00.000Z', answers: {}, notes: null, allowanceMonth: '2026-12',
};

async function setup() {
  const events = new SqliteEventStore(':memory:');
  await events.append('booking-b-1', [{ type: 'BookingConfirmed', data: confirmed }], { expectedRevision: 'no_stream' });
  let now = new Date(Date.parse(start) - 30 * HOUR);
  const errors: unknown[] = [];
  const scheduler = () =>
    new ReminderScheduler({ events, now: () => now, upcoming: async () => [{ id: 'b-1', start }], onError: (err) => errors.push(err) });
  const reminders = async () => (await events.readAll({ maxCount: 100 })).filter((e) => e.type === 'BookingReminderDue').map((e) => (e.data as { kind: string }).kind);
  return { events, scheduler, reminders, errors, setNow: (ms: number) => (now = new Date(Date.parse(start) - ms)) };
}

describe('ReminderScheduler', () => {
  it('records each reminder once when its time comes, across wakes and a second scheduler', async () => {
    const { scheduler, reminders, errors, setNow } = await setup();
    const first = scheduler();
    await first.wake();
    expect(await reminders()).toEqual([]);
    setNow(23 * HOUR);
    await Promise.all([first.wake(), first.wake()]);
    const restarted = scheduler();
    await restarted.wake();
    expect(await reminders()).toEqual(['24h']);
    setNow(HOUR / 2);
    await Promise.all([first.wake(), restarted.wake()]);
    expect(await reminders()).toEqual(['24h', '1h']);
    await Promise.all([first.stop(), restarted.stop()]);
    expect(errors).toEqual([]);
  });

  it('records nothing for a booking cancelled in the log, whatever the read model still lists', async () => {
    const { events, scheduler, reminders, setNow } = await setup();
    await events.append('booking-b-1', [{ type: 'BookingCancelled', data: { bookingId: 'b-1', by: confirmed.by, at: confirmed.at, reason: 'x', lateCancellation: false } }], { expectedRevision: 0 });
    setNow(HOUR / 2);
    const s = scheduler();
    await s.wake();
    await s.stop();
    expect(await reminders()).toEqual([]);
  });
});
