import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { INDUSTRY_KEYS, type IndustryId } from '@contracts/industries.ts';
import type { Industry } from './industries.ts';

// The cards name industries by their locale key (industries.<key>); the market knows them by id.
const marketIds = new Map(Object.entries(INDUSTRY_KEYS).map(([id, key]) => [key as string, id as IndustryId]));

/** An industry's card; it opens the industry's free market report (/market/report?id=…). */
export function IndustryCard({ industry }: { industry: Industry }) {
  const { t } = useTranslation();
  const Icon = industry.icon;
  const large = industry.size === 'large';
  const marketId = marketIds.get(industry.id);
  const name = t(`industries.${industry.id}.name`);
  return (
    <article
      className={`relative rounded-2xl border border-slate-200 p-6 ${marketId ? 'hover:border-brand-600' : ''} ${large ? 'bg-brand-50 pb-10' : 'bg-white'}`}
    >
      <Icon aria-hidden="true" className={`${large ? 'size-10' : 'size-7'} text-brand-700`} />
      <h3 className={`mt-4 font-semibold text-slate-900 ${large ? 'text-xl' : 'text-lg'}`}>
        {marketId ? (
          // The stretched link makes the whole card clickable while keeping one link per card.
          <Link to={`/market/report?id=${marketId}`} className="after:absolute after:inset-0 after:rounded-2xl">
            {name}
          </Link>
        ) : (
          name
        )}
      </h3>
      <p className="mt-2 text-slate-700">{t(`industries.${industry.id}.description`)}</p>
    </article>
  );
}
