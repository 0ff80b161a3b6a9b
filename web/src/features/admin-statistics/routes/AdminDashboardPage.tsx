import { useTranslation } from 'react-i18next';
import { BOOKING_STATUS_VALUES } from '@contracts/bookings.ts';
import { TIER_IDS } from '@contracts/tiers.ts';
import { DEFAULT_ANALYTICS_PERIOD } from '@contracts/adminStats.ts';
import { SeriesChart, type SeriesRow } from '@/components/admin/SeriesChart.tsx';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { Seo } from '@/components/Seo.tsx';
import { requestErrorMessage } from '@/lib/form-errors.ts';
import { useAdminAnalytics } from '../api/get-analytics.ts';
import { useAdminDashboard } from '../api/get-dashboard.ts';
import { Headline } from '../components/Headline.tsx';
import { bucketLabel } from '../series.ts';

const count = (label: string) => [{ key: 'count', label }];
const rowsOf = (entries: readonly (readonly [string, string, number])[]): SeriesRow[] => entries.map(([id, label, n]) => ({ id, label, values: { count: n } }));

/**
 * /admin/dashboard: the headline numbers and small charts, for admins and analysts. The live feed's
 * `stats.updated` frames refetch both answers, so the page follows the log without polling.
 */
export function AdminDashboardPage() {
  const { t, i18n } = useTranslation();
  const dashboard = useAdminDashboard();
  const analytics = useAdminAnalytics({ preset: DEFAULT_ANALYTICS_PERIOD });
  const headline = dashboard.data?.headline;
  const d = (key: string) => t(`adminArea.dashboard.${key}`);
  const categoryCharts: [string, string, (readonly [string, string, number])[]][] = headline
    ? [
        ['funnel', d('funnel'), (['registered', 'verified', 'onboarded'] as const).map((step) => [step, d(`funnelSteps.${step}`), headline.funnel[step]])],
        ['bookings-by-status', d('bookingsByStatus'), BOOKING_STATUS_VALUES.map((s) => [s, t(`adminConsultations.statuses.${s}`), headline.bookings.byStatus[s] ?? 0])],
        ['tier-mix', d('tierMix'), TIER_IDS.map((tier) => [tier, t(`pricing.tiers.${tier}.name`), headline.tierMix[tier] ?? 0])],
      ]
    : [];
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <Seo title={d('title')} description={d('description')} noindex />
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold">{d('title')}</h1>
      {dashboard.isError && <FormAlert tone="error">{requestErrorMessage(dashboard.error, t)}</FormAlert>}
      {dashboard.isPending && <p>{t('common.loading')}</p>}
      {headline && (
        <>
          <Headline headline={headline} />
          <div className="grid gap-4 lg:grid-cols-2 xl:grid-cols-4">
            <SeriesChart
              small
              name="signups-30d"
              title={d('signupsChart')}
              keys={count(d('signups'))}
              rows={(analytics.data?.points ?? []).map((p) => ({ id: p.bucket, label: bucketLabel(p.bucket, 'day', i18n.language), values: { count: p.signups } }))}
            />
            {categoryCharts.map(([name, title, rows]) => (
              <SeriesChart key={name} small categorical kind="bar" name={name} title={title} keys={count(t('adminArea.stats.count'))} rows={rowsOf(rows)} />
            ))}
          </div>
          <p className="text-xs text-slate-600">{d('asOf')} <time dateTime={headline.asOf}>{new Date(headline.asOf).toLocaleString(i18n.language)}</time></p>
        </>
      )}
    </div>
  );
}
