import { useTranslation } from 'react-i18next';
import type { Fact } from '@contracts/market.ts';
import { SourceLine } from './SourceLine.tsx';
import { formatNumber } from './format.ts';

/** One report item: its figure (if any), text, entry-path details, then source, as-of date and caveat. */
export function FactCard({ item }: { item: Fact }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="break-inside-avoid rounded-xl border border-slate-200 p-4" data-testid="market-fact">
      <h4 className="font-semibold text-slate-900">
        {item.step && <span>{item.step.order}. </span>}
        {item.title}
      </h4>
      {item.value !== undefined && (
        <p className="mt-1 text-lg font-bold text-brand-800">
          {formatNumber(item.value, i18n.language)} {item.unit} {item.period && <span className="text-sm font-normal text-slate-600">({item.period})</span>}
        </p>
      )}
      <p className="mt-1 text-slate-700">{item.body}</p>
      {item.why && <p className="mt-2 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-900" data-testid="step-why">{t('market.reports.why', { text: item.why })}</p>}
      {item.step && (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-slate-700">
          <dt className="font-semibold">{t('market.authority')}</dt>
          <dd>{item.step.authority}</dd>
          <dt className="font-semibold">{t('market.fees')}</dt>
          <dd>{item.step.fees}</dd>
          <dt className="font-semibold">{t('market.time')}</dt>
          <dd>{item.step.time}</dd>
          {item.step.documents.length > 0 && (
            <>
              <dt className="font-semibold">{t('market.documents')}</dt>
              <dd>{item.step.documents.join('; ')}</dd>
            </>
          )}
        </dl>
      )}
      <SourceLine source={item.source} asOf={item.asOf} caveat={item.caveat} fallback={item.fallback} />
    </li>
  );
}
