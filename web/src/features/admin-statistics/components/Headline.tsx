import { useTranslation } from 'react-i18next';
import type { DashboardHeadline } from '@contracts/adminStats.ts';

type Window = 'today' | 'last7Days' | 'last30Days' | 'total';

/** One headline figure in its windows (today, 7 and 30 days, all time: whichever the API gives). */
function Card({ name, title, figures }: { name: string; title: string; figures: Partial<Record<Window, number>> }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const windows = (['today', 'last7Days', 'last30Days', 'total'] as const).filter((w) => figures[w] !== undefined);
  return (
    <section className="rounded-lg bg-white p-4 shadow" data-testid={`headline-${name}`} aria-labelledby={`headline-${name}`}>
      <h2 id={`headline-${name}`} className="font-semibold text-slate-900">{title}</h2>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {windows.map((w) => (
          <div key={w} className="contents">
            <dt className="text-slate-600">{t(`adminArea.dashboard.windows.${w}`)}</dt>
            <dd className="text-end text-lg font-bold tabular-nums" data-window={w}>{number.format(figures[w] ?? 0)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function Headline({ headline }: { headline: DashboardHeadline }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <Card name="signups" title={t('adminArea.dashboard.signups')} figures={headline.signups} />
      <Card name="active" title={t('adminArea.dashboard.activeUsers')} figures={headline.activeUsers} />
      <Card name="searches" title={t('adminArea.dashboard.searches')} figures={headline.searches} />
      <Card name="bookings" title={t('adminArea.dashboard.bookings')} figures={{ total: headline.bookings.total }} />
    </div>
  );
}
