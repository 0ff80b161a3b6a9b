import type { RecordedEvent } from '../../infra/eventstore/port.ts';
import type { ReadStore } from '../../infra/readstore/port.ts';
import { BOOKING_STATUSES, type BookingStatus } from '../../domain/consultations/booking.ts';
import { STATISTICS_EVENT_TYPES } from '../../domain/analytics/statistics.ts';
import { activityCutoffs, analyticsOf, headlineOf, type Analytics, type Headline, type Period } from '../../domain/analytics/series.ts';
import {
  STATISTICS_ACTIVITY,
  STATISTICS_BOOKINGS,
  STATISTICS_DAYS,
  statisticsProjection,
  type StatisticsActivityDoc,
  type StatisticsBookingDoc,
  type StatisticsDayDoc,
} from '../statistics.ts';

/** The statistics read model's questions: the analytics of a period and the dashboard's headline. */
export function statistics(store: ReadStore) {
  const days = () => store.collection<StatisticsDayDoc>(STATISTICS_DAYS);
  const entries = (docs: StatisticsDayDoc[]) => docs.map((d) => [d._id, d] as const);
  return {
    async analytics(period: Period): Promise<Analytics> {
      return analyticsOf(entries(await days().find({ _id: { $gte: period.from, $lte: period.to } })), period);
    },

    /** `now` is the server clock's ISO time; the UTC day it falls in is "today". */
    async headline(now: string): Promise<Headline> {
      const bookings = store.collection<StatisticsBookingDoc>(STATISTICS_BOOKINGS);
      const activity = store.collection<StatisticsActivityDoc>(STATISTICS_ACTIVITY);
      const cutoffs = activityCutoffs(now.slice(0, 10));
      const [all, statusCounts, today, last7Days, last30Days] = await Promise.all([
        days().find({}),
        Promise.all(BOOKING_STATUSES.map(async (s) => [s, await bookings.countDocuments({ status: s })] as const)),
        activity.countDocuments({ lastActiveAt: { $gte: cutoffs.today } }),
        activity.countDocuments({ lastActiveAt: { $gte: cutoffs.last7Days } }),
        activity.countDocuments({ lastActiveAt: { $gte: cutoffs.last30Days } }),
      ]);
      const byStatus = Object.fromEntries(statusCounts) as Record<BookingStatus, number>;
      return headlineOf(entries(all), byStatus, { today, last7Days, last30Days }, now);
    },
  };
}

/** The projection behind these queries, for the live feed. */
export const STATISTICS_READ_MODEL = statisticsProjection.name;

/** Whether an event moves a number of the dashboard or the analytics (the live feed's `stats.updated`). */
export const changesStatistics = (event: Pick<RecordedEvent, 'type'>): boolean => STATISTICS_EVENT_TYPES.has(event.type);
