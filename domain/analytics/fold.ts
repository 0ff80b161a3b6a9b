import type { BookingStatus } from '../consultations/booking.ts';
import { activityCutoffs, type Windows } from './series.ts';
import { addIncrements, countsSomething, effectOf, emptyCounts, type Counts, type StatisticsEvent } from './statistics.ts';

/**
 * The statistics fold in memory, for the replay CLI: the same effects the `statistics` projection
 * writes, kept in maps. The accumulator is changed in place, as a fold over a million events should
 * be; nothing outside it is touched.
 */
export type StatisticsState = {
  days: Map<string, Counts>;
  bookings: Map<string, BookingStatus>;
  lastActive: Map<string, string>;
};

export const initialStatistics = (): StatisticsState => ({ days: new Map(), bookings: new Map(), lastActive: new Map() });

export function evolveStatistics(state: StatisticsState, event: StatisticsEvent): StatisticsState {
  const effect = effectOf(event);
  if (!effect) return state;
  if (countsSomething(effect.inc)) {
    let counts = state.days.get(effect.day);
    if (!counts) state.days.set(effect.day, (counts = emptyCounts()));
    addIncrements(counts, effect.inc);
  }
  if (effect.booking) state.bookings.set(effect.booking.id, effect.booking.status);
  if (effect.activity) {
    const { userId, at } = effect.activity;
    const before = state.lastActive.get(userId);
    if (before === undefined || at > before) state.lastActive.set(userId, at);
  }
  return state;
}

export function bookingStatusCounts(state: StatisticsState): Partial<Record<BookingStatus, number>> {
  const counts: Partial<Record<BookingStatus, number>> = {};
  for (const status of state.bookings.values()) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

export function activeUsersOf(state: StatisticsState, today: string): Windows {
  const cutoffs = activityCutoffs(today);
  const active = { today: 0, last7Days: 0, last30Days: 0 };
  for (const at of state.lastActive.values()) {
    if (at >= cutoffs.last30Days) active.last30Days += 1;
    if (at >= cutoffs.last7Days) active.last7Days += 1;
    if (at >= cutoffs.today) active.today += 1;
  }
  return active;
}
