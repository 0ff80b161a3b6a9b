import { describe, expect, it } from 'vitest';
import { effectOf, type StatisticsEvent } from '../../../domain/analytics/statistics.ts';
import { activeUsersOf, bookingStatusCounts, evolveStatistics, initialStatistics } from '../../../domain/analytics/fold.ts';
import { analyticsOf, bucketsOf, headlineOf, resolvePeriod } from '../../../domain/analytics/series.ts';
import { csvLines } from '../../../domain/analytics/csv.ts';
import { DomainError } from '../../../domain/shared/errors.ts';

const registered = (userId: string, at: string, role: 'user' | 'admin' = 'user'): StatisticsEvent => ({
  type: 'UserRegistered',
  data: { userId, email: 'pii1.sealed', firstName: 'pii1.x', lastName: 'pii1.y', displayName: 'pii1.z', role, passwordHash: 'h', registeredAt: at },
});
const onboarded = (userId: string, at: string, country: string): StatisticsEvent => ({
  type: 'BusinessOnboardingCompleted',
  data: {
    userId,
    completedAt: at,
    profile: { companyName: 'pii1.c', country, industry: 'energy', companySize: '1-10', website: null, goals: [], timeline: 'immediately', services: [], package: null },
  } as never,
});
const by = { id: 'u1', role: 'user' as const };

function fold(events: StatisticsEvent[]) {
  return events.reduce(evolveStatistics, initialStatistics());
}

describe('statistics fold', () => {
  it('counts each event in the UTC day it carries, and no personal field reaches the counters', () => {
    const state = fold([
      registered('u1', '2026-11-01T23:30:00.000Z'),
      registered('a1', '2026-11-02T00:10:00+01:00', 'admin'),
      { type: 'EmailVerified', data: { userId: 'u1', via: 'code', verifiedAt: '2026-11-02T08:00:00.000Z' } },
      onboarded('u1', '2026-11-02T09:00:00.000Z', 'DE'),
    ]);
    expect([...state.days.keys()].sort()).toEqual(['2026-11-01', '2026-11-02']);
    expect(state.days.get('2026-11-01')).toMatchObject({ signups: 2, tiers: { free: 1 } }); // 00:10+01:00 is still Nov 1 in UTC
    expect(state.days.get('2026-11-02')).toMatchObject({ verified: 1, onboardings: 1, countries: { DE: 1 }, industries: { energy: 1 } });
    expect(JSON.stringify([...state.days])).not.toContain('pii1');
  });

  it('keeps the current status per booking; flows count new bookings once, not reschedules', () => {
    const state = fold([
      { type: 'BookingConfirmed', data: { bookingId: 'b1', by, at: '2026-11-03T10:00:00.000Z' } } as never,
      { type: 'BookingRescheduleRequested', data: { bookingId: 'b1', by, reason: 'x', at: '2026-11-03T11:00:00.000Z' } },
      { type: 'BookingRescheduled', data: { bookingId: 'b1', by, start: 's', end: 'e', previousStart: 'p', at: '2026-11-03T12:00:00.000Z' } },
      { type: 'BookingConfirmed', data: { bookingId: 'b2', by, at: '2026-11-03T10:00:00.000Z' } } as never,
      { type: 'BookingCancelled', data: { bookingId: 'b2', by, reason: 'r', lateCancellation: false, at: '2026-11-04T10:00:00.000Z' } },
      { type: 'BookingReviewed', data: { bookingId: 'b1', by, expertId: 'e', rating: 4, comment: 'pii1.c', at: '2026-11-04T10:00:00.000Z' } },
    ]);
    expect(bookingStatusCounts(state)).toEqual({ confirmed: 1, cancelled: 1 });
    expect(state.days.get('2026-11-03')!.bookings).toEqual({ confirmed: 2, reschedule_requested: 1 });
    expect(state.days.get('2026-11-04')!.ratings).toEqual({ count: 1, sum: 4, stars: { 4: 1 } });
  });

  it('moves the tier mix on tier changes and ignores a change to the same tier', () => {
    const change = (from: string, to: string): StatisticsEvent =>
      ({ type: 'SubscriptionChanged', data: { userId: 'u1', tier: to, previousTier: from, billingPeriod: null, promoCode: null, startDate: null, source: 'user', changedAt: '2026-11-05T00:00:00.000Z' } }) as never;
    expect(effectOf(change('free', 'free'))).toBeUndefined();
    const state = fold([registered('u1', '2026-11-01T00:00:00.000Z'), change('free', 'starter')]);
    const headline = headlineOf(state.days, {}, { today: 0, last7Days: 0, last30Days: 0 }, '2026-11-05T12:00:00.000Z');
    expect(headline.tierMix).toEqual({ free: 0, starter: 1, professional: 0, enterprise: 0 });
    expect(state.days.get('2026-11-05')!.tierChanges).toEqual({ 'free>starter': 1 });
  });

  it('counts a user active once, by their latest activity', () => {
    const started = (userId: string, at: string): StatisticsEvent => ({ type: 'SessionStarted', data: { userId, sessionId: 's', familyId: 'f', refreshTokenHash: 'h', expiresAt: at, startedAt: at } });
    const state = fold([started('u1', '2026-11-01T00:00:00.000Z'), started('u1', '2026-11-20T00:00:00.000Z'), started('u2', '2026-10-01T00:00:00.000Z')]);
    expect(activeUsersOf(state, '2026-11-20')).toEqual({ today: 1, last7Days: 1, last30Days: 1 });
  });
});

describe('periods', () => {
  const today = '2026-11-23';
  it('resolves presets to the days ending today, 12m to months', () => {
    expect(resolvePeriod({}, today)).toEqual({ preset: '30d', from: '2026-10-25', to: today, by: 'day' });
    expect(resolvePeriod({ period: '7d' }, today)).toEqual({ preset: '7d', from: '2026-11-17', to: today, by: 'day' });
    const months = resolvePeriod({ period: '12m' }, today);
    expect(months).toEqual({ preset: '12m', from: '2025-12-01', to: today, by: 'month' });
    expect(bucketsOf(months)).toHaveLength(12);
    expect(bucketsOf(months)[0]).toBe('2025-12');
    expect(bucketsOf(resolvePeriod({ period: '90d' }, today))).toHaveLength(90);
  });

  it('takes from/to, by day up to 92 days and by month beyond', () => {
    expect(resolvePeriod({ from: '2026-01-01', to: '2026-01-31' }, today).by).toBe('day');
    expect(bucketsOf(resolvePeriod({ from: '2026-01-15', to: '2026-11-30' }, today))).toEqual(['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11']);
  });

  it.each([
    [{ period: '1y' }, 'period'],
    [{ from: '2026-02-30', to: '2026-03-01' }, 'from'],
    [{ from: '2026-13-01', to: '2026-12-01' }, 'from'],
    [{ from: '2026-03-01' }, 'to'],
    [{ from: '2026-03-02', to: '2026-03-01' }, 'to'],
    [{ period: '7d', from: '2026-03-01', to: '2026-03-02' }, 'period'],
    [{ from: '2020-01-01', to: '2026-01-01', by: 'day' }, 'by'],
    [{ period: '7d', by: 'week' }, 'by'],
  ])('refuses %j with a message on %s', (query, field) => {
    const error = (() => {
      try {
        resolvePeriod(query, today);
      } catch (e) {
        return e as DomainError;
      }
    })();
    expect(error).toBeInstanceOf(DomainError);
    expect(error!.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(error!.details.fields as object)).toEqual([field]);
  });

  it('sums days into buckets and the period, ranks countries, and writes long CSV', () => {
    const state = fold([onboarded('u1', '2026-01-31T10:00:00.000Z', 'DE'), onboarded('u2', '2026-02-01T10:00:00.000Z', 'DE'), onboarded('u3', '2026-02-02T10:00:00.000Z', 'FR'), onboarded('u4', '2026-03-02T10:00:00.000Z', 'US')]);
    const analytics = analyticsOf(state.days, resolvePeriod({ from: '2026-01-01', to: '2026-02-28', by: 'month' }, today));
    expect(analytics.points.map((p) => [p.bucket, p.onboardings])).toEqual([['2026-01', 1], ['2026-02', 2]]);
    expect(analytics.totals.onboardings).toBe(3);
    expect(analytics.top.countries).toEqual([{ key: 'DE', count: 2 }, { key: 'FR', count: 1 }]);
    const lines = [...csvLines(analytics)];
    expect(lines[0]).toBe('bucket,metric,value');
    expect(lines).toContain('2026-02,countries.DE,1');
    expect(lines).toContain('2026-01,bookings.cancelled,0');
    expect(lines).toContain('2026-01,ratings.average,');
  });
});
