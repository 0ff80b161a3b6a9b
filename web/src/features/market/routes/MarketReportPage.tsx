import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/PageHeading.tsx';
import { Seo } from '@/components/Seo.tsx';
import { INDUSTRY_KEYS, isIndustryId, isReportId } from '@contracts/market.ts';
import { tierRank } from '@contracts/tiers.ts';
import { useSessionTier } from '../components/session-tier.ts';
import { useReport } from '../api/get-report.ts';
import { FactCard } from '../components/FactCard.tsx';
import { IndicatorCharts } from '../components/IndicatorCharts.tsx';
import { MarketErrorAlert } from '../components/MarketErrorAlert.tsx';
import { ReportForYou } from '../components/ReportForYou.tsx';
import { formatAsOf, textLang } from '../components/format.ts';
import './print.css';

// The route table loads the report and its export page from this one module (web/src/app/routes.tsx).
export { MarketReportExportPage } from './MarketReportExportPage.tsx';

/**
 * /market/report?id=<industry or saved report id>: the sections, charts of the indicators, the entry path
 * tailored to the user and their partner matches (full reports), and the sources; prints cleanly.
 */
export function MarketReportPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const known = isIndustryId(id) || isReportId(id);
  const report = useReport(id, i18n.language, known);
  const tier = useSessionTier();
  if (!known) {
    return (
      <>
        <PageHeading>{t('market.reportTitle')}</PageHeading>
        <p>{t('market.chooseSector')} <Link to="/market/free" className="underline">{t('market.freeTitle')}</Link></p>
      </>
    );
  }
  const data = report.data;
  const industry = isIndustryId(id) ? id : data && isIndustryId(data.industry) ? data.industry : null;
  const name = industry ? t(`industries.${INDUSTRY_KEYS[industry]}.name`) : '';
  const saved = data && data.id !== data.industry;
  const canExport = data?.level === 'full' && tier !== null && tierRank(tier) >= tierRank('professional');
  return (
    <article className="market-report">
      <Seo title={`${t('market.reportTitle')}: ${name}`} description={t('market.freeIntro')} />
      <PageHeading intro={data ? t('market.generatedAt', { date: formatAsOf(data.generatedAt, i18n.language) }) : undefined}>
        {t('market.reportTitle')}: {name}
      </PageHeading>
      <p className="mb-6 print:hidden">
        <button type="button" onClick={() => window.print()} className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700">
          {t('market.print')}
        </button>
        {canExport && (
          <Link to={`/market/report/export?id=${data.id}`} className="ms-4 font-semibold text-brand-700 underline">{t('market.reports.export')}</Link>
        )}
        {data?.level === 'summary' && <span className="ms-4 text-sm text-slate-700">{t('market.summaryNote')} <Link to="/pricing" className="underline">{t('market.seePlans')}</Link></span>}
      </p>
      {saved && <p className="mb-6 text-sm text-slate-700 print:hidden" data-testid="report-saved">{t('market.reports.saved')}</p>}
      {report.error && <MarketErrorAlert error={report.error} />}
      {data?.sections.map((section) => (
        <section key={section.id} aria-labelledby={`section-${section.id}`} className="mt-10">
          <h2 id={`section-${section.id}`} className="text-2xl font-bold text-slate-900">{t(`market.reports.sections.${section.id}`, { defaultValue: section.title })}</h2>
          {section.id === 'indicators' && <IndicatorCharts items={section.items} />}
          <ul className="mt-4 space-y-4">
            {section.items.map((item) => (
              <FactCard key={item.id} item={item} />
            ))}
          </ul>
        </section>
      ))}
      {data && <ReportForYou report={data} />}
      {data && (
        <section aria-labelledby="report-sources" className="mt-12">
          <h2 id="report-sources" className="text-2xl font-bold text-slate-900">{t('market.sourcesHeading')}</h2>
          <ol className="mt-4 list-decimal space-y-1 ps-5 text-sm">
            {data.sources.map((s) => (
              <li key={s.url}>
                <span lang={textLang(s.publisher)}>{s.publisher}</span>: <span lang={textLang(s.title)}>{s.title}</span> —{' '}
                <a href={s.url} className="break-all text-brand-700 underline" rel="noopener noreferrer" target="_blank" translate="no" dir="ltr">{s.url}</a>
              </li>
            ))}
          </ol>
        </section>
      )}
    </article>
  );
}
