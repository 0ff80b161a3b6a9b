import type { Position, RecordedEvent } from '../infra/eventstore/port.ts';
import type { Doc, ReadStore } from '../infra/readstore/port.ts';
import type { BookingStatus } from '../domain/consultations/booking.ts';
import { STATISTICS_EVENT_TYPES, countsSomething, effectOf, type Counts, type StatisticsEvent } from '../domain/analytics/statistics.ts';
import type { Projection } from './projection.ts';
import { projected } from './events.ts';
import { setGuarded } from './guarded.ts';

/** Counters per UTC day (`_id` 'YYYY-MM-DD'); `_pos` is the log position of the last event added. */
export const STATISTICS_DAYS = 'statisticsDays';
/** Each booking's current status, for the headline's bookings by status. */
export const STATISTICS_BOOKINGS = 'statisticsBookings';
/** Each user's latest activity time, for the headline's active users. */
export const STATISTICS_ACTIVITY = 'statisticsActivity';

export type StatisticsDayDoc = Doc & Partial<Counts> & { _pos: string };
export type StatisticsBookingDoc = Doc & { status: BookingStatus; _rev: number };
export type StatisticsActivityDoc = Doc & { lastActiveAt: string };

/** Log positions as strings that sort as the positions do, so a range guard can compare them. */
export function positionKey(position: Position): string {
  return `${position.commit.toString().padStart(20, '0')}:${position.prepare.toString().padStart(20, '0')}`;
}

/**
 * The back office's statistics (issue 11): the pure effects of domain/analytics written as counters.
 * `$inc` is not idempotent by itself, so a day's counters move only for an event past the `_pos`
 * they carry: a page replayed after a crash adds nothing twice. A day's events arrive in log order
 * whatever their own times, so the guard holds per day. Only ids, statuses and times are stored.
 */
export const statisticsProjection: Projection = {
  name: 'statistics',
  version: 1,
  collections: [STATISTICS_DAYS, STATISTICS_BOOKINGS, STATISTICS_ACTIVITY],
  eventTypes: STATISTICS_EVENT_TYPES,
  // Counts are not worth stopping for: a bad event is parked (listed for retry) and the rest go on.
  onFailure: 'skip',
  async setup(store) {
    await store.collection(STATISTICS_BOOKINGS).createIndex({ status: 1 });
    await store.collection(STATISTICS_ACTIVITY).createIndex({ lastActiveAt: 1 });
  },
  async apply(recorded: RecordedEvent, store: ReadStore) {
    const effect = effectOf(projected<StatisticsEvent>(recorded));
    if (!effect) return;
    if (countsSomething(effect.inc)) {
      const days = store.collection<StatisticsDayDoc>(STATISTICS_DAYS);
      const pos = positionKey(recorded.position);
      // Both writes always go out (the runtime batches them unread): the first only creates the day.
      await days.updateOne({ _id: effect.day }, { $setOnInsert: { _pos: '' } }, { upsert: true });
      await days.updateOne({ _id: effect.day, _pos: { $lt: pos } }, { $inc: effect.inc, $set: { _pos: pos } });
    }
    if (effect.booking) {
      await setGuarded(store.collection<StatisticsBookingDoc>(STATISTICS_BOOKINGS), effect.booking.id, recorded.revision, { status: effect.booking.status });
    }
    if (effect.activity) {
      // $max is idempotent and order-free: a replay or a late event never moves the time back.
      await store.collection<StatisticsActivityDoc>(STATISTICS_ACTIVITY).updateOne({ _id: effect.activity.userId }, { $max: { lastActiveAt: effect.activity.at } }, { upsert: true });
    }
  },
};
