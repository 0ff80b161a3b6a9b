import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SeriesChart } from '@/components/admin/SeriesChart.tsx';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { Seo } from '@/components/Seo.tsx';
import { requestErrorMessage } from '@/lib/form-errors.ts';
import { periodFromSearch, periodSearch, useAdminAnalytics, type PeriodChoice } from '../api/get-analytics.ts';
import { PeriodPicker } from '../components/PeriodPicker.tsx';
import { analyticsCharts, bucketLabel } from '../series.ts';

/** /admin/statistics: every analytics series for a period (default 30d, kept in the address), each chart with its table and CSV. */
export function AdminStatisticsPage() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const choice = periodFromSearch(search);
  const analytics = useAdminAnalytics(choice);
  const answer = analytics.data;
  const choose = (next: PeriodChoice) => setSearch(new URLSearchParams(periodSearch(next)), { replace: true });
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <Seo title={t('adminArea.stats.title')} description={t('adminArea.stats.description')} noindex />
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold">{t('adminArea.stats.title')}</h1>
      <PeriodPicker key={periodSearch(choice)} value={choice} onChange={choose} />
      {analytics.isError && <FormAlert tone="error">{requestErrorMessage(analytics.error, t)}</FormAlert>}
      {answer && (
        <p className="text-sm text-slate-700" data-testid="stats-period" aria-live="polite">
          {t('adminArea.stats.showing', {
            from: bucketLabel(answer.period.from.slice(0, 10), 'day', i18n.language),
            to: bucketLabel(answer.period.to.slice(0, 10), 'day', i18n.language),
            by: t(`adminArea.stats.by.${answer.period.by}`),
          })}
        </p>
      )}
      {analytics.isPending ? (
        <p>{t('common.loading')}</p>
      ) : (
        answer && (
          <div className="grid gap-4 xl:grid-cols-2" aria-busy={analytics.isFetching}>
            {analyticsCharts(answer, t, i18n.language).map((chart) => (
              <SeriesChart key={chart.name} {...chart} />
            ))}
          </div>
        )
      )}
    </div>
  );
}
