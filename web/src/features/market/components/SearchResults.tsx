import { useTranslation } from 'react-i18next';
import type { SearchAnswer } from '@contracts/market.ts';
import { SourceLine } from './SourceLine.tsx';

/** Results with kind, title, snippet, source and as-of date. A fact without a source is never shown; only a listed firm has none. */
export function SearchResults({ answer }: { answer: SearchAnswer }) {
  const { t } = useTranslation();
  const sourced = answer.results.filter((r) => (r.source && r.asOf) || r.kind === 'partner');
  return (
    <section aria-labelledby="market-results" className="mt-6">
      <h2 id="market-results" className="text-xl font-bold text-slate-900">{t('market.resultsHeading', { count: answer.total, query: answer.query })}</h2>
      {sourced.length === 0 && <p className="mt-3 text-slate-700">{t('market.noResults')}</p>}
      <ol className="mt-4 space-y-4">
        {sourced.map((r) => (
          <li key={`${r.kind}-${r.id}`} className="rounded-xl border border-slate-200 p-4" data-testid="market-result">
            <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{t(`market.kinds.${r.kind}`, { defaultValue: r.kind })}</p>
            <h3 className="mt-1 font-semibold text-slate-900">{r.title}</h3>
            <p className="mt-1 text-slate-700">{r.snippet}</p>
            {r.source ? <SourceLine source={r.source} asOf={r.asOf ?? undefined} fallback={r.fallback} /> : <p className="mt-2 text-sm text-slate-600">{t('market.listedPartner')}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
