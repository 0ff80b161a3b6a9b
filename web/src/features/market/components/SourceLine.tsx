import { useTranslation } from 'react-i18next';
import type { Source } from '@contracts/market.ts';
import { formatAsOf, textLang } from './format.ts';
import { missingLanguage } from './fallback.ts';
import { WithFactText } from './WithFactText.tsx';

/**
 * Every shown item (a directory entry has a source but no figure, so no as-of date) ends with its source
 * (publisher linked to the page) and its as-of date, in every language; an item shown in English to a
 * reader of another language says so. The publisher and title keep their own direction (`dir="auto"`
 * isolates them), so an English title ending in "?" reads right inside an Arabic line.
 */
export function SourceLine({ source, asOf, caveat, fallback, lang }: { source: Source; asOf?: string; caveat?: string; fallback?: boolean; lang?: string | undefined }) {
  const { t, i18n } = useTranslation();
  const missing = missingLanguage(i18n.language, fallback);
  return (
    <div className="mt-2 text-sm text-slate-600">
      <p>
        {t('market.source')}{' '}
        <a href={source.url} className="font-medium text-brand-700 underline" rel="noopener noreferrer" target="_blank" lang={textLang(source.publisher)} dir="auto">
          {source.publisher}
        </a>
        <span className="print:inline hidden" translate="no" dir="ltr"> ({source.url})</span> · <span lang={textLang(source.title)} dir="auto">{source.title}</span>
        {asOf && <> · {t('market.asOf', { date: formatAsOf(asOf, i18n.language) })}</>}
      </p>
      {caveat && <p className="mt-1 text-amber-800"><WithFactText i18nKey="market.caveat" text={caveat} lang={lang} /></p>}
      {missing && <p className="mt-1 italic" data-testid="language-fallback">{t('market.fallbacks.shownInEnglish', { language: missing })}</p>}
    </div>
  );
}
