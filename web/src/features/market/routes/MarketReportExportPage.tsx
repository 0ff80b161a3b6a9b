import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/PageHeading.tsx';
import { Seo } from '@/components/Seo.tsx';
import { isIndustryId, isReportId } from '@contracts/market.ts';
import { useDownloadReport } from '../api/export-report.ts';
import { MarketErrorAlert } from '../components/MarketErrorAlert.tsx';

/** /market/report/export?id=: the full report's download, for the tiers whose reports include the export (tier-routing). */
export function MarketReportExportPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const exported = useDownloadReport();
  const known = isIndustryId(id) || isReportId(id);
  return (
    <>
      <Seo title={t('market.reports.exportTitle')} description={t('market.reports.exportIntro')} />
      <PageHeading intro={t('market.reports.exportIntro')}>{t('market.reports.exportTitle')}</PageHeading>
      {!known ? (
        <p>{t('market.chooseSector')} <Link to="/market/free" className="underline">{t('market.freeTitle')}</Link></p>
      ) : (
        <p className="flex flex-wrap items-center gap-4">
          <button type="button" disabled={exported.isPending} onClick={() => exported.mutate({ id, language: i18n.language })} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-50">
            {t('market.reports.download')}
          </button>
          <Link to={`/market/report?id=${id}`} className="font-semibold text-brand-700 underline">{t('market.reports.openToPrint')}</Link>
          <span role="status" className="text-sm text-slate-700">{exported.isSuccess ? t('market.reports.downloaded') : ''}</span>
        </p>
      )}
      {exported.error && <MarketErrorAlert error={exported.error} />}
    </>
  );
}
