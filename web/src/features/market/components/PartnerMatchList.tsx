import { useTranslation } from 'react-i18next';
import type { PartnerMatch } from '@contracts/market.ts';
import { SourceLine } from './SourceLine.tsx';

/** Ranked partner matches with their score and the reasons behind it; public bodies with their source. */
export function PartnerMatchList({ matches }: { matches: PartnerMatch[] }) {
  const { t } = useTranslation();
  return (
    <ol className="mt-6 space-y-4" aria-label={t('market.matchesLabel')}>
      {matches.map(({ partner, score, reasons }, rank) => (
        <li key={partner.id} className="break-inside-avoid rounded-xl border border-slate-200 p-4" data-testid="partner-match">
          <h3 className="font-semibold text-slate-900">
            {rank + 1}. {partner.name} <span className="text-sm font-normal text-slate-600">{t('market.score', { score })}</span>
          </h3>
          <p className="text-sm text-slate-600">{t(`market.partnerTypes.${partner.type}`, { defaultValue: partner.type })}{partner.verified ? ` · ${t('market.verified')}` : ''}</p>
          <p className="mt-2 text-sm font-semibold text-slate-800">{t('market.reasons')}</p>
          <ul className="list-disc ps-5 text-sm text-slate-700">
            {reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
          {partner.website && (
            <a href={partner.website} rel="noopener noreferrer" target="_blank" className="mt-2 inline-block text-sm text-brand-700 underline">{partner.website}</a>
          )}
          {partner.source && <SourceLine source={partner.source} />}
        </li>
      ))}
    </ol>
  );
}
