import { describe, expect, it } from 'vitest';
import type { AnalyticsAnswer, StatsPoint } from '@contracts/adminStats.ts';
import { seriesCsv } from '@/components/admin/SeriesChart.tsx';
import { testI18n } from '@/testing/render.tsx';
import { periodFromSearch, periodSearch } from './api/get-analytics.ts';
import { analyticsCharts, bucketLabel } from './series.ts';

const bookings = (over: Partial<StatsPoint['bookings']> = {}): StatsPoint['bookings'] => ({
  confirmed: 0, reschedule_requested: 0, cancelled: 0, completed: 0, no_show_user: 0, no_show_expert: 0, ...over,
});
const point = (bucket: string, over: Partial<StatsPoint> = {}): StatsPoint => ({
  bucket, signups: 0, verified: 0, onboardings: 0, bookings: bookings(), searches: 0, searchesBySector: {}, countries: {}, industries: {},
  tierChanges: {}, tiers: {}, ratings: { count: 0, sum: 0, average: null, stars: {} }, ...over,
});

const answer: AnalyticsAnswer = {
  success: true,
  period: { preset: '7d', from: '2026-11-01', to: '2026-11-02', by: 'day' },
  points: [point('2026-11-01', { signups: 3, tierChanges: { 'free>starter': 1 } }), point('2026-11-02', { signups: 1, bookings: bookings({ confirmed: 2 }) })],
  totals: point('2026-11-01..2026-11-02', { signups: 4, searchesBySector: { energy: 5, none: 1 }, ratings: { count: 1, sum: 5, average: 5, stars: { '5': 1 } } }),
  top: { countries: [{ key: 'DE', count: 2 }], industries: [{ key: 'energy', count: 2 }] },
};

describe('the statistics charts', () => {
  it('draw one row per bucket and the sign-ups of each', async () => {
    const i18n = await testI18n('en');
    const charts = analyticsCharts(answer, i18n.t, 'en');
    const accounts = charts.find((c) => c.name === 'accounts');
    expect(accounts?.rows.map((r) => [r.id, r.values.signups])).toEqual([['2026-11-01', 3], ['2026-11-02', 1]]);
    expect(charts.find((c) => c.name === 'bookings')?.rows[1]?.values.confirmed).toBe(2);
    expect(charts.find((c) => c.name === 'tier-changes')?.keys).toEqual([{ key: 'free>starter', label: 'Free → Starter' }]);
    expect(charts.find((c) => c.name === 'top-countries')?.rows[0]?.label).toBe('Germany');
    expect(charts.find((c) => c.name === 'searches-by-sector')?.rows.map((r) => r.label)).toEqual(['Energy', 'No sector']);
  });

  it('label buckets in the UI language, days and months in UTC', () => {
    expect(bucketLabel('2026-11-01', 'day', 'en')).toBe('Nov 1');
    expect(bucketLabel('2026-11', 'month', 'en')).toBe('Nov 2026');
    expect(bucketLabel('2026-11-01', 'day', 'ar')).not.toBe('Nov 1');
  });

  it('export a series as CSV with the keys as columns', async () => {
    const i18n = await testI18n('ar');
    const accounts = analyticsCharts(answer, i18n.t, 'ar')[0];
    expect(accounts && seriesCsv(accounts.keys, accounts.rows)).toBe('bucket,signups,verified,onboardings\r\n2026-11-01,3,0,0\r\n2026-11-02,1,0,0\r\n');
  });
});

describe('the period in the address', () => {
  it('defaults to 30 days and keeps a preset or a whole range', () => {
    expect(periodFromSearch(new URLSearchParams(''))).toEqual({ preset: '30d' });
    expect(periodFromSearch(new URLSearchParams('period=7d'))).toEqual({ preset: '7d' });
    expect(periodFromSearch(new URLSearchParams('period=1y'))).toEqual({ preset: '30d' });
    expect(periodFromSearch(new URLSearchParams('from=2026-01-01&to=2026-02-01'))).toEqual({ from: '2026-01-01', to: '2026-02-01' });
    expect(periodFromSearch(new URLSearchParams('from=2026-03-01&to=2026-02-01'))).toEqual({ preset: '30d' });
    expect(periodSearch({ from: '2026-01-01', to: '2026-02-01' })).toBe('from=2026-01-01&to=2026-02-01');
  });
});
