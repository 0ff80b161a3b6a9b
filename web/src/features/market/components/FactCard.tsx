import { useTranslation } from 'react-i18next';
import type { Fact } from '@contracts/market.ts';
import { SourceLine } from './SourceLine.tsx';
import { formatNumber } from './format.ts';
import { WithFactText } from './WithFactText.tsx';

/** One report item: its figure (if any), text, entry-path details, then source, as-of date and caveat. */
export function FactCard({ item }: { item: Fact }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="break-inside-avoid rounded-xl border border-slate-200 p-4" data-testid="market-fact">
      {/* The fact's own words are in its language (English where it has none in the reader's), marked so. */}
      <h4 className="font-semibold text-slate-900" lang={item.lang}>
        {item.step && <span>{item.step.order}. </span>}
        {item.title}
      </h4>
      {item.value !== undefined && (
        <p className="mt-1 text-lg font-bold text-brand-800">
          {formatNumber(item.value, i18n.language)} <span lang={item.lang}>{item.unit}</span>{' '}
          {item.period && <span className="text-sm font-normal text-slate-600" lang={item.lang}>({item.period})</span>}
        </p>
      )}
      <p className="mt-1 text-slate-700" lang={item.lang}>{item.body}</p>
      {item.why && <p className="mt-2 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-900" data-testid="step-why"><WithFactText i18nKey="market.reports.why" text={item.why} lang={item.lang} /></p>}
      {item.step && (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-slate-700">
          <dt className="font-semibold">{t('market.authority')}</dt>
          <dd lang={item.lang}>{item.step.authority}</dd>
          <dt className="font-semibold">{t('market.fees')}</dt>
          <dd lang={item.lang}>{item.step.fees}</dd>
          <dt className="font-semibold">{t('market.time')}</dt>
          <dd lang={item.lang}>{item.step.time}</dd>
          {item.step.documents.length > 0 && (
            <>
              <dt className="font-semibold">{t('market.documents')}</dt>
              <dd lang={item.lang}>{item.step.documents.join('; ')}</dd>
            </>
          )}
        </dl>
      )}
      <SourceLine source={item.source} asOf={item.asOf} caveat={item.caveat} fallback={item.fallback} lang={item.lang} />
    </li>
  );
}
