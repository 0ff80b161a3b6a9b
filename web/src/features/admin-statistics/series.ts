import type { TFunction } from 'i18next';
import { BOOKING_STATUS_VALUES } from '@contracts/bookings.ts';
import { RATING_VALUES, type AnalyticsAnswer, type AnalyticsGranularity, type StatsPoint } from '@contracts/adminStats.ts';
import type { SeriesChartProps, SeriesKey, SeriesRow } from '@/components/admin/SeriesChart.tsx';

export type ChartSpec = Omit<SeriesChartProps, 'small'>;

/** A bucket as people read it: '23 Nov' for a day, 'Nov 2026' for a month (UTC, as the buckets are). */
export function bucketLabel(bucket: string, by: AnalyticsGranularity, language: string): string {
  const date = new Date(by === 'day' ? `${bucket}T00:00:00Z` : `${bucket}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return bucket;
  const options: Intl.DateTimeFormatOptions = by === 'day' ? { day: 'numeric', month: 'short' } : { month: 'short', year: 'numeric' };
  return new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(date);
}

function overTime(answer: AnalyticsAnswer, language: string, values: (p: StatsPoint) => Record<string, number>): SeriesRow[] {
  return answer.points.map((p) => ({ id: p.bucket, label: bucketLabel(p.bucket, answer.period.by, language), values: values(p) }));
}

function categories(entries: readonly (readonly [string, number])[], label: (key: string) => string): SeriesRow[] {
  return entries.map(([key, count]) => ({ id: key, label: label(key), values: { count } }));
}

/** Every key that occurs in some bucket's open-ended counts (tier moves), in first-seen order. */
function keysOf(points: readonly StatsPoint[], pick: (p: StatsPoint) => Record<string, number>): string[] {
  return [...new Set(points.flatMap((p) => Object.keys(pick(p))))];
}

/** The statistics page's charts, each one series of the analytics answer, labelled in the UI language. */
export function analyticsCharts(answer: AnalyticsAnswer, t: TFunction, language: string): ChartSpec[] {
  const s = (key: string) => t(`adminArea.stats.${key}`);
  const count: SeriesKey[] = [{ key: 'count', label: s('count') }];
  const country = new Intl.DisplayNames([language, 'en'], { type: 'region' });
  const industry = (id: string) => (id === 'none' ? s('noSector') : t(`industries.${id}.name`, { defaultValue: id }));
  const statuses = BOOKING_STATUS_VALUES.map((key) => ({ key, label: t(`adminConsultations.statuses.${key}`) }));
  const tierMoves = keysOf(answer.points, (p) => p.tierChanges);
  const tierName = (id: string) => t(`pricing.tiers.${id}.name`, { defaultValue: id });
  const { totals, top } = answer;
  return [
    {
      name: 'accounts',
      title: s('accounts'),
      keys: [
        { key: 'signups', label: s('signups') },
        { key: 'verified', label: s('verified') },
        { key: 'onboardings', label: s('onboardings') },
      ],
      rows: overTime(answer, language, (p) => ({ signups: p.signups, verified: p.verified, onboardings: p.onboardings })),
    },
    { name: 'bookings', title: s('bookings'), kind: 'stacked', keys: statuses, rows: overTime(answer, language, (p) => ({ ...p.bookings })) },
    { name: 'searches', title: s('searches'), kind: 'bar', keys: count, rows: overTime(answer, language, (p) => ({ count: p.searches })) },
    {
      name: 'searches-by-sector',
      title: s('searchesBySector'),
      kind: 'bar',
      categorical: true,
      keys: count,
      rows: categories(Object.entries(totals.searchesBySector).sort((a, b) => b[1] - a[1]), industry),
    },
    { name: 'top-countries', title: s('topCountries'), kind: 'bar', categorical: true, keys: count, rows: categories(top.countries.map((r) => [r.key, r.count] as const), (k) => country.of(k) ?? k) },
    { name: 'top-industries', title: s('topIndustries'), kind: 'bar', categorical: true, keys: count, rows: categories(top.industries.map((r) => [r.key, r.count] as const), industry) },
    {
      name: 'tier-changes',
      title: s('tierChanges'),
      kind: 'stacked',
      keys: tierMoves.map((key) => ({ key, label: key.split('>').map(tierName).join(' → ') })),
      rows: overTime(answer, language, (p) => ({ ...p.tierChanges })),
    },
    {
      name: 'ratings',
      title: s('ratings'),
      keys: [{ key: 'average', label: s('averageRating') }],
      rows: overTime(answer, language, (p) => ({ average: p.ratings.average ?? 0 })),
    },
    {
      name: 'rating-stars',
      title: s('ratingStars'),
      kind: 'bar',
      categorical: true,
      keys: count,
      rows: categories(RATING_VALUES.map((star) => [star, totals.ratings.stars[star] ?? 0] as const), (star) => t('adminArea.stats.stars', { count: Number(star) })),
    },
  ];
}
