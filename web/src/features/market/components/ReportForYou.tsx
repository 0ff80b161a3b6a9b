import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Report } from '@contracts/market.ts';
import { PartnerMatchList } from './PartnerMatchList.tsx';

/** What a full report adds for a signed-in user: the entry-path steps left out for their profile, and their partner matches. */
export function ReportForYou({ report }: { report: Report }) {
  const { t } = useTranslation();
  const skipped = report.tailoring?.skipped ?? [];
  return (
    <>
      {skipped.length > 0 && (
        <section aria-labelledby="report-skipped" className="mt-10">
          <h2 id="report-skipped" className="text-2xl font-bold text-slate-900">{t('market.reports.skippedHeading')}</h2>
          <p className="mt-2 text-slate-700">{t('market.reports.skippedIntro')} <Link to="/complete-profile" className="underline print:hidden">{t('market.reports.editProfile')}</Link></p>
          <ul className="mt-3 list-disc space-y-1 ps-5 text-slate-700" data-testid="report-skipped">
            {skipped.map((s) => (
              <li key={s.id}>
                <span className="font-medium" lang={report.lang}>{s.title}</span>: <span lang={report.lang}>{s.why}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {report.partnerMatches && (
        <section aria-labelledby="report-partners" className="mt-10">
          <h2 id="report-partners" className="text-2xl font-bold text-slate-900">{t('market.reports.partnersHeading')}</h2>
          {report.partnerMatches.length === 0 ? <p className="mt-3 text-slate-700">{t('market.noMatches')}</p> : <PartnerMatchList matches={report.partnerMatches} />}
        </section>
      )}
    </>
  );
}
