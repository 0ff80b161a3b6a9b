import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { INDUSTRY_KEYS, type IndustryId } from '@contracts/market.ts';

/** One card per industry, each opening its report. */
export function SectorCards() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="market-sectors" className="mt-12 print:hidden">
      <h2 id="market-sectors" className="text-2xl font-bold text-slate-900">{t('market.sectorsHeading')}</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {(Object.keys(INDUSTRY_KEYS) as IndustryId[]).map((id) => (
          <li key={id} className="rounded-2xl border border-slate-200 p-5">
            <h3 className="font-semibold text-slate-900">{t(`industries.${INDUSTRY_KEYS[id]}.name`)}</h3>
            <Link to={`/market/report?id=${id}`} className="mt-2 inline-block font-semibold text-brand-700 underline">
              {t('market.openReport')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
