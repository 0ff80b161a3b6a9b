import { randomBytes, randomUUID } from 'node:crypto';
import { EmbeddedReadStore } from '../../../../infra/readstore/embedded.ts';
import type { Vault } from '../../../../commands/users/personal.ts';
import { ensurePersonKey } from '../../../../infra/security/personalData.ts';
import { SqliteEventStore } from '../../../../infra/eventstore/sqlite.ts';
import type { EventStore } from '../../../../infra/eventstore/port.ts';
import { updateExpertProfile } from '../../../../commands/consultations/experts.ts';
import type { BookingDeps } from '../../../../commands/consultations/bookings.ts';
import { emptyWeek, type ExpertProfile } from '../../../../domain/consultations/expertProfile.ts';
import { allowanceDecider, allowanceStream } from '../../../../domain/consultations/allowance.ts';
import { calendarDays, calendarDecider, calendarStream } from '../../../../domain/consultations/calendar.ts';
import { bookingStream } from '../../../../domain/consultations/booking.ts';
import { bookingDecider } from '../../../../domain/consultations/bookingLogic.ts';
import { loadState } from '../../../../commands/handleCommand.ts';

/** The real command handlers on an in-memory log, with a clock the test moves. */
export function bookingWorld(startAt = Date.parse('2026-11-02T06:00:00.000Z')) {
  const events: EventStore = new SqliteEventStore(':memory:');
  let now = startAt;
  const clock = {
    now: () => new Date(now),
    advance: (ms: number) => void (now += ms),
  };
  // The people's keys (booking texts are sealed with the booking user's), in a read store of their own.
  const vault: Vault = { keys: new EmbeddedReadStore(), emailIndexKey: randomBytes(32) };
  const deps = (id: string, role: 'user' | 'expert' | 'admin' = 'user'): BookingDeps => ({
    now: clock.now,
    context: { actor: { id, role }, correlationId: randomUUID(), causationId: 'test' },
    cancelNoticeHours: 24,
    vault,
  });

  /** A user id with a personal-data key, as registration gives one (the booking's texts are sealed with it). */
  async function person(): Promise<string> {
    const id = randomUUID();
    await ensurePersonKey(vault.keys, id, clock.now());
    return id;
  }

  async function expert(overrides: Partial<ExpertProfile> = {}): Promise<string> {
    const id = await person();
    const weekly = Object.fromEntries(Object.keys(emptyWeek()).map((d) => [d, [{ from: '00:00', to: '23:59' }]])) as ExpertProfile['weekly'];
    const profile: ExpertProfile = {
      displayName: 'Dr Day', headline: 'h', bio: 'b', languages: ['en'], topics: ['taxation'], timeZone: 'UTC', weekly,
      datesOff: [], minNoticeHours: 0, bufferMinutes: 5, horizonDays: 60, ...overrides,
    };
    await updateExpertProfile(events, id, profile, deps(id, 'expert'));
    return id;
  }

  /** What the streams say, folded: the booking, the holds of its expert on the days near `start`, the month's allowance. */
  async function fold(bookingId: string, expertId: string, userId: string, month: string, around: string[]) {
    const booking = await loadState(events, bookingStream(bookingId), bookingDecider);
    const days = [...new Set(around.flatMap((s) => calendarDays({ start: Date.parse(s), end: Date.parse(s) + 20 * 60_000 })))];
    const holds = (await Promise.all(days.map((d) => loadState(events, calendarStream(expertId, d), calendarDecider))))
      .flatMap((c) => Object.values(c.holds))
      .filter((h) => h.bookingId === bookingId)
      .map((h) => h.start);
    const allowance = await loadState(events, allowanceStream(userId, month), allowanceDecider);
    return { booking, holds: [...new Set(holds)], used: allowance.used };
  }

  return { events, clock, deps, vault, person, expert, fold };
}

export const at = (ms: number) => new Date(ms).toISOString();
export const HOUR = 3_600_000;
