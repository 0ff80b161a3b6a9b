import { DomainError } from '../shared/errors.ts';
import { BOOKING_STATUSES, type BookingStatus } from '../consultations/booking.ts';
import { TIER_IDS, type TierId } from '../subscriptions/tiers.ts';
import { addCounts, countsFrom, emptyCounts, type Counts } from './statistics.ts';

/**
 * Reading the day counters: the periods analysts ask for, their buckets, and the headline
 * numbers. The API (from the read model) and the replay CLI (from its fold) both come here.
 */
export const PERIOD_PRESETS = ['7d', '30d', '90d', '12m'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export type Granularity = 'day' | 'month';
export type Period = { preset: PeriodPreset | null; from: string; to: string; by: Granularity };
export type PeriodQuery = { period?: string; from?: string; to?: string; by?: string };

/** Longest from/to range, and the longest one answered by day before the points get unreadable. */
export const MAX_PERIOD_DAYS = 3_660;
export const MAX_DAILY_POINTS = 366;
/** A from/to range longer than this defaults to months. */
const DAILY_UP_TO = 92;

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const addDays = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

function invalid(field: string, message: string): DomainError {
  return new DomainError('VALIDATION_ERROR', message, { fields: { [field]: message } });
}

function isDay(value: string): boolean {
  const time = DATE.test(value) ? Date.parse(`${value}T00:00:00Z`) : NaN;
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/**
 * Turns `period` (default 30d, ending today) or `from`/`to` (+ optional `by`) into a period.
 * `maxDailyDays` caps a by-day range (charts; a CSV export may allow more).
 */
export function resolvePeriod(query: PeriodQuery, today: string, maxDailyDays = MAX_DAILY_POINTS): Period {
  const by = query.by;
  if (by !== undefined && by !== 'day' && by !== 'month') throw invalid('by', "by must be 'day' or 'month'");
  if (query.from !== undefined || query.to !== undefined) {
    if (query.period !== undefined) throw invalid('period', 'Give either period or from/to, not both');
    const { from, to } = query;
    if (from === undefined || !isDay(from)) throw invalid('from', 'from must be a date YYYY-MM-DD');
    if (to === undefined || !isDay(to)) throw invalid('to', 'to must be a date YYYY-MM-DD');
    const span = daysBetween(from, to) + 1;
    if (span < 1) throw invalid('to', 'to must not be before from');
    if (span > MAX_PERIOD_DAYS) throw invalid('to', `A period spans at most ${MAX_PERIOD_DAYS} days`);
    const granularity = by ?? (span > DAILY_UP_TO ? 'month' : 'day');
    if (granularity === 'day' && span > maxDailyDays) throw invalid('by', `By day covers at most ${maxDailyDays} days; use by=month`);
    return { preset: null, from, to, by: granularity };
  }
  const preset = query.period ?? '30d';
  if (!(PERIOD_PRESETS as readonly string[]).includes(preset)) throw invalid('period', `period must be one of ${PERIOD_PRESETS.join(', ')}, or give from and to`);
  if (by !== undefined) throw invalid('by', 'by goes with from/to; a preset period has its own');
  const p = preset as PeriodPreset;
  if (p === '12m') return { preset: p, from: `${monthsBack(today.slice(0, 7), 11)}-01`, to: today, by: 'month' };
  return { preset: p, from: addDays(today, 1 - Number(p.slice(0, -1))), to: today, by: 'day' };
}

function monthsBack(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The buckets of a period, oldest first: every day, or every month it touches. */
export function bucketsOf(period: Period): string[] {
  const buckets: string[] = [];
  if (period.by === 'day') {
    for (let day = period.from; day <= period.to; day = addDays(day, 1)) buckets.push(day);
    return buckets;
  }
  const first = period.from.slice(0, 7);
  const last = period.to.slice(0, 7);
  for (let month = first; month <= last; month = monthsBack(month, -1)) buckets.push(month);
  return buckets;
}

const bucketOf = (day: string, by: Granularity): string => (by === 'day' ? day : day.slice(0, 7));

/** One bucket as the API and the CSV show it: every fixed series present, zeros included. */
export type Point = Omit<Counts, 'bookings' | 'ratings'> & {
  bucket: string;
  bookings: Record<BookingStatus, number>;
  ratings: Counts['ratings'] & { average: number | null };
};

export function pointOf(bucket: string, counts: Counts): Point {
  const bookings = Object.fromEntries(BOOKING_STATUSES.map((s) => [s, counts.bookings[s] ?? 0])) as Record<BookingStatus, number>;
  const { count, sum } = counts.ratings;
  const average = count === 0 ? null : Math.round((sum / count) * 100) / 100;
  return { ...counts, bucket, bookings, ratings: { ...counts.ratings, average } };
}

export type Ranked = { key: string; count: number }[];
export type Analytics = { period: Period; points: Point[]; totals: Point; top: { countries: Ranked; industries: Ranked } };

/** Sums the day counters that fall inside the period into its buckets. Days may come in any order. */
export function analyticsOf(days: Iterable<readonly [string, Partial<Counts> | Counts]>, period: Period): Analytics {
  const buckets = new Map(bucketsOf(period).map((b) => [b, emptyCounts()]));
  const total = emptyCounts();
  for (const [day, stored] of days) {
    if (day < period.from || day > period.to) continue;
    const counts = countsFrom(stored);
    addCounts(buckets.get(bucketOf(day, period.by))!, counts);
    addCounts(total, counts);
  }
  return {
    period,
    points: [...buckets].map(([bucket, counts]) => pointOf(bucket, counts)),
    totals: pointOf(`${period.from}..${period.to}`, total),
    top: { countries: top(total.countries), industries: top(total.industries) },
  };
}

function top(counts: Record<string, number>, n = 10): Ranked {
  return Object.entries(counts)
    .map(([key, count]) => ({ key, count }))
    .filter((r) => r.count > 0)
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
    .slice(0, n);
}

/** Activity windows for the headline: since the start of today, of 6 days ago and of 29 days ago (UTC). */
export function activityCutoffs(today: string): { today: string; last7Days: string; last30Days: string } {
  const start = (day: string) => `${day}T00:00:00.000Z`;
  return { today: start(today), last7Days: start(addDays(today, -6)), last30Days: start(addDays(today, -29)) };
}

export type Windows = { today: number; last7Days: number; last30Days: number };
export type Headline = {
  signups: Windows;
  funnel: { registered: number; verified: number; onboarded: number };
  bookings: { total: number; byStatus: Record<BookingStatus, number> };
  searches: Windows & { total: number };
  activeUsers: Windows;
  tierMix: Record<TierId, number>;
  asOf: string;
};

/** The dashboard's numbers from every day counter, the bookings' current statuses and the active-user counts. */
export function headlineOf(
  days: Iterable<readonly [string, Partial<Counts> | Counts]>,
  bookingStatuses: Partial<Record<BookingStatus, number>>,
  activeUsers: Windows,
  now: string,
): Headline {
  const today = now.slice(0, 10);
  const since7 = addDays(today, -6);
  const since30 = addDays(today, -29);
  const all = emptyCounts();
  const signups = { today: 0, last7Days: 0, last30Days: 0 };
  const searches = { today: 0, last7Days: 0, last30Days: 0, total: 0 };
  for (const [day, stored] of days) {
    const counts = countsFrom(stored);
    addCounts(all, counts);
    if (day > today || day < since30) continue;
    for (const [windows, n] of [[signups, counts.signups], [searches, counts.searches]] as const) {
      windows.last30Days += n;
      if (day >= since7) windows.last7Days += n;
      if (day === today) windows.today += n;
    }
  }
  searches.total = all.searches;
  const byStatus = Object.fromEntries(BOOKING_STATUSES.map((s) => [s, bookingStatuses[s] ?? 0])) as Record<BookingStatus, number>;
  const tierMix = Object.fromEntries(TIER_IDS.map((t) => [t, Math.max(0, all.tiers[t] ?? 0)])) as Record<TierId, number>;
  return {
    signups,
    funnel: { registered: all.signups, verified: all.verified, onboarded: all.onboardings },
    bookings: { total: Object.values(byStatus).reduce((a, b) => a + b, 0), byStatus },
    searches,
    activeUsers,
    tierMix,
    asOf: now,
  };
}
