import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/PageHeading.tsx';
import { PageSeo } from '@/components/Seo.tsx';
import { BarChart, DonutChart, LineChart } from '../components/charts.tsx';

// Illustrative figures only; the page says so. Real market data arrives with the market issue.
const enquiries = [
  ['technology', 42],
  ['energy', 35],
  ['health', 28],
  ['construction', 24],
  ['tourism', 17],
] as const;
const consultations = [
  ['jan', 18],
  ['feb', 24],
  ['mar', 21],
  ['apr', 33],
  ['may', 38],
  ['jun', 45],
] as const;
const plans = [
  ['free', 52],
  ['starter', 26],
  ['professional', 17],
  ['enterprise', 5],
] as const;

export function ChartsDemoPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageSeo page="charts" noindex />
      <PageHeading intro={t('charts.intro')}>{t('charts.title')}</PageHeading>
      <p className="-mt-6 mb-10 rounded-md bg-gold-100 px-4 py-2 text-sm text-amber-950">{t('charts.sample')}</p>
      <div className="grid gap-10 lg:grid-cols-2">
        <section className="rounded-2xl border border-slate-200 p-6">
          <BarChart
            title={t('charts.barTitle')}
            data={enquiries.map(([id, value]) => ({ label: t(`industries.${id}.name`), value }))}
          />
        </section>
        <section className="rounded-2xl border border-slate-200 p-6">
          <LineChart
            title={t('charts.lineTitle')}
            data={consultations.map(([id, value]) => ({ label: t(`charts.months.${id}`), value }))}
          />
        </section>
        <section className="rounded-2xl border border-slate-200 p-6">
          <DonutChart
            title={t('charts.donutTitle')}
            data={plans.map(([id, value]) => ({ label: t(`pricing.tiers.${id}.name`), value }))}
          />
        </section>
      </div>
    </>
  );
}
