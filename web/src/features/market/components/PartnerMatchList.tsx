import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { INDUSTRY_KEYS, isIndustryId, type PartnerMatch } from '@contracts/market.ts';
import { SourceLine } from './SourceLine.tsx';
import { textLang } from './format.ts';

/** A reason in the reader's language: the sector by its name, a language by its name in the reader's language. */
function reasonText(t: TFunction, language: string, { key, values = {} }: NonNullable<PartnerMatch['why']>[number]): string {
  const industry = values.industry && isIndustryId(values.industry) ? t(`industries.${INDUSTRY_KEYS[values.industry]}.name`) : values.industry;
  const spoken = values.language ? (new Intl.DisplayNames([language, 'en'], { type: 'language' }).of(values.language) ?? values.language) : undefined;
  return t(`market.matchReasons.${key}`, { ...values, industry, language: spoken });
}

/** Ranked partner matches with their score and the reasons behind it; public bodies with their source. */
export function PartnerMatchList({ matches }: { matches: PartnerMatch[] }) {
  const { t, i18n } = useTranslation();
  return (
    <ol className="mt-6 space-y-4" aria-label={t('market.matchesLabel')}>
      {matches.map(({ partner, score, reasons, why }, rank) => (
        <li key={partner.id} className="break-inside-avoid rounded-xl border border-slate-200 p-4" data-testid="partner-match">
          <h3 className="font-semibold text-slate-900">
            {rank + 1}. <span lang={textLang(partner.name)}>{partner.name}</span> <span className="text-sm font-normal text-slate-600">{t('market.score', { score })}</span>
          </h3>
          <p className="text-sm text-slate-600">{t(`market.partnerTypes.${partner.type}`, { defaultValue: partner.type })}{partner.verified ? ` · ${t('market.verified')}` : ''}</p>
          <p className="mt-2 text-sm font-semibold text-slate-800">{t('market.reasons')}</p>
          <ul className="list-disc ps-5 text-sm text-slate-700">
            {/* Reports saved before the reasons had keys show the English words, marked as such. */}
            {why
              ? why.map((w) => <li key={`${w.key}-${Object.values(w.values ?? {}).join()}`}>{reasonText(t, i18n.language, w)}</li>)
              : reasons.map((r) => <li key={r} lang="en">{r}</li>)}
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
