import type { BookingEvent, BookingStatus } from '../consultations/booking.ts';
import type { BusinessOnboardingCompleted } from '../businessProfiles/businessProfile.ts';
import type { EmailVerified, UserRegisteredViaProvider } from '../users/credentials.ts';
import type { UserRegistered } from '../users/user.ts';
import type { SessionRefreshed, SessionStarted } from '../users/sessions.ts';
import type { MarketSearched } from '../market/searches.ts';
import type { SubscriptionChanged } from '../subscriptions/subscription.ts';

/**
 * Statistics as a fold over the event log (issue 11). Each event becomes an `Effect`: counter
 * increments in the UTC day it happened, plus at most one keyed fact (a booking's status, a user's
 * last activity) that current-state numbers need. The `statistics` projection writes effects into
 * its read model; the replay CLI folds them in memory (fold.ts). Both then read the same day
 * counters through series.ts, so the two can never disagree.
 *
 * Personal data never enters: only ids, times, statuses, tiers, sectors, countries and ratings are
 * read, and only counts ever leave.
 */
export type StatisticsEvent =
  | UserRegistered
  | UserRegisteredViaProvider
  | EmailVerified
  | BusinessOnboardingCompleted
  | BookingEvent
  | MarketSearched
  | SubscriptionChanged
  | SessionStarted
  | SessionRefreshed;

export const STATISTICS_EVENT_TYPES: ReadonlySet<string> = new Set<StatisticsEvent['type']>([
  ...['UserRegistered', 'UserRegisteredViaProvider', 'EmailVerified', 'BusinessOnboardingCompleted'] as const,
  ...['BookingConfirmed', 'BookingRescheduleRequested', 'BookingRescheduled', 'BookingCancelled', 'BookingOutcomeRecorded', 'BookingReviewed'] as const,
  ...['MarketSearched', 'SubscriptionChanged', 'SessionStarted', 'SessionRefreshed'] as const,
]);

/** One day's (or, summed, one period's) counters; the stored and the folded shape alike. */
export type Counts = {
  signups: number;
  verified: number;
  onboardings: number;
  searches: number;
  bookings: Partial<Record<BookingStatus, number>>;
  searchesBySector: Record<string, number>;
  countries: Record<string, number>;
  industries: Record<string, number>;
  tierChanges: Record<string, number>;
  /** Net change of the tier mix: +1 free per user sign-up, then -from +to per tier change. */
  tiers: Record<string, number>;
  ratings: { count: number; sum: number; stars: Record<string, number> };
};

/** Dotted counter paths (`bookings.cancelled`, `countries.SA`) and what to add to each. */
export type Increments = Record<string, number>;

export type Effect = {
  /** UTC day 'YYYY-MM-DD' the event happened, by the time the event itself carries. */
  day: string;
  inc: Increments;
  booking?: { id: string; status: BookingStatus };
  activity?: { userId: string; at: string };
};

export function emptyCounts(): Counts {
  return {
    signups: 0,
    verified: 0,
    onboardings: 0,
    searches: 0,
    bookings: {},
    searchesBySector: {},
    countries: {},
    industries: {},
    tierChanges: {},
    tiers: {},
    ratings: { count: 0, sum: 0, stars: {} },
  };
}

/** The UTC day of an ISO time; the fast path covers the `toISOString()` times commands write. */
export function utcDay(at: string): string {
  if (at.length === 24 && at.charCodeAt(23) === 90 /* Z */) return at.slice(0, 10);
  const time = Date.parse(at);
  if (Number.isNaN(time)) throw new Error(`not an ISO time: ${JSON.stringify(at)}`);
  return new Date(time).toISOString().slice(0, 10);
}

/** Keys become path segments of a stored document: no dots, no leading '$', never empty. */
function key(value: string | null | undefined): string {
  const cleaned = (value ?? '').replace(/[.$]/g, '_');
  return cleaned === '' ? 'none' : cleaned;
}

/** An effect with nothing to count needs no day, so its time is not parsed (activity compares times only). */
const at = (time: string, inc: Increments, more: Omit<Effect, 'day' | 'inc'> = {}): Effect => ({ day: countsSomething(inc) ? utcDay(time) : time.slice(0, 10), inc, ...more });

/** Whether increments touch any counter (activity-only and status-only effects do not). */
export function countsSomething(inc: Increments): boolean {
  for (const _ in inc) return true;
  return false;
}

/** What one event adds to the statistics; undefined for an event that adds nothing. */
export function effectOf(event: StatisticsEvent): Effect | undefined {
  switch (event.type) {
    case 'UserRegistered':
    case 'UserRegisteredViaProvider':
      // Every account counts as a sign-up; only business users carry a tier (free until they change it).
      return at(event.data.registeredAt, event.data.role === 'user' ? { signups: 1, 'tiers.free': 1 } : { signups: 1 });
    case 'EmailVerified':
      return at(event.data.verifiedAt, { verified: 1 });
    case 'BusinessOnboardingCompleted': {
      const { country, industry } = event.data.profile;
      return at(event.data.completedAt, { onboardings: 1, [`countries.${key(country)}`]: 1, [`industries.${key(industry)}`]: 1 });
    }
    case 'BookingConfirmed':
      return booking(event.data.at, event.data.bookingId, 'confirmed', true);
    case 'BookingRescheduleRequested':
      return booking(event.data.at, event.data.bookingId, 'reschedule_requested', true);
    case 'BookingRescheduled':
      // Back to confirmed, but not a new booking: the current status changes, no flow is counted.
      return booking(event.data.at, event.data.bookingId, 'confirmed', false);
    case 'BookingCancelled':
      return booking(event.data.at, event.data.bookingId, 'cancelled', true);
    case 'BookingOutcomeRecorded':
      return booking(event.data.at, event.data.bookingId, event.data.status, true);
    case 'BookingReviewed': {
      const stars = Math.round(event.data.rating);
      return at(event.data.at, { 'ratings.count': 1, 'ratings.sum': event.data.rating, [`ratings.stars.${stars}`]: 1 });
    }
    case 'MarketSearched':
      return at(event.data.at, { searches: 1, [`searchesBySector.${key(event.data.industry)}`]: 1 }, { activity: { userId: event.data.userId, at: event.data.at } });
    case 'SubscriptionChanged': {
      const { previousTier: from, tier: to } = event.data;
      if (from === to) return undefined;
      return at(event.data.changedAt, { [`tierChanges.${from}>${to}`]: 1, [`tiers.${from}`]: -1, [`tiers.${to}`]: 1 });
    }
    case 'SessionStarted':
      return at(event.data.startedAt, {}, { activity: { userId: event.data.userId, at: event.data.startedAt } });
    case 'SessionRefreshed':
      return at(event.data.refreshedAt, {}, { activity: { userId: event.data.userId, at: event.data.refreshedAt } });
  }
}

function booking(time: string, id: string, status: BookingStatus, counted: boolean): Effect {
  return at(time, counted ? { [`bookings.${status}`]: 1 } : {}, { booking: { id, status } });
}

/** Paths split once: a replay meets the same few hundred paths a million times. */
const splitPaths = new Map<string, string[]>();

/** Adds increments to counters in place (the in-memory twin of MongoDB's `$inc` on dotted paths). */
export function addIncrements(counts: Counts, inc: Increments): void {
  for (const path in inc) {
    let parts = splitPaths.get(path);
    if (!parts) splitPaths.set(path, (parts = path.split('.')));
    let node = counts as unknown as Record<string, unknown>;
    for (let i = 0; i < parts.length - 1; i++) {
      const part = parts[i]!;
      node = (node[part] ??= {}) as Record<string, unknown>;
    }
    const last = parts[parts.length - 1]!;
    node[last] = ((node[last] as number | undefined) ?? 0) + inc[path]!;
  }
}

/** Adds one set of counters to another in place (summing days into months or periods). */
export function addCounts(into: Counts, more: Counts): void {
  into.signups += more.signups;
  into.verified += more.verified;
  into.onboardings += more.onboardings;
  into.searches += more.searches;
  into.ratings.count += more.ratings.count;
  into.ratings.sum += more.ratings.sum;
  addRecord(into.ratings.stars, more.ratings.stars);
  addRecord(into.bookings, more.bookings);
  addRecord(into.searchesBySector, more.searchesBySector);
  addRecord(into.countries, more.countries);
  addRecord(into.industries, more.industries);
  addRecord(into.tierChanges, more.tierChanges);
  addRecord(into.tiers, more.tiers);
}

function addRecord(into: Record<string, number>, more: Record<string, number | undefined>): void {
  for (const k in more) into[k] = (into[k] ?? 0) + (more[k] ?? 0);
}

/** Stored counters may miss fields a newer version added: fill them so sums never see undefined. */
export function countsFrom(stored: Partial<Counts> | undefined): Counts {
  const counts = emptyCounts();
  if (stored) addCounts(counts, { ...emptyCounts(), ...stored, ratings: { ...emptyCounts().ratings, ...stored.ratings } });
  return counts;
}
