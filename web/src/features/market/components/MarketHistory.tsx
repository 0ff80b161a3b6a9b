import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { INDUSTRY_KEYS, isIndustryId } from '@contracts/market.ts';
import { useHistory } from '../api/get-history.ts';
import { MarketErrorAlert } from './MarketErrorAlert.tsx';
import { formatAsOf } from './format.ts';

/** The caller's searches and generated reports, newest first; a report opens again as it was generated. */
export function MarketHistory() {
  const { t, i18n } = useTranslation();
  const history = useHistory();
  const sector = (id: string | null) => (id && isIndustryId(id) ? t(`industries.${INDUSTRY_KEYS[id]}.name`) : '');
  return (
    <section aria-labelledby="market-history" className="mt-12">
      <h2 id="market-history" className="text-2xl font-bold text-slate-900">{t('market.historyHeading')}</h2>
      {history.error && <MarketErrorAlert error={history.error} />}
      {history.data?.length === 0 && <p className="mt-3 text-slate-700">{t('market.noHistory')}</p>}
      <ul className="mt-3 space-y-1" data-testid="market-history">
        {history.data?.map((h) =>
          h.kind === 'report' ? (
            <li key={h.id} className="text-slate-700">
              <Link to={`/market/report?id=${h.id}`} className="font-medium text-brand-800 underline">
                {t('market.reports.historyEntry', { sector: sector(h.industry) })}
              </Link>{' '}
              · {formatAsOf(h.at, i18n.language)}
            </li>
          ) : (
            <li key={h.id} className="text-slate-700">
              <span className="font-medium" dir="auto">{h.query}</span> · {h.via === 'assistant' ? t('market.historyAskedAssistant') : t('market.historyResults', { count: h.total ?? 0 })} · {formatAsOf(h.at, i18n.language)}
            </li>
          ),
        )}
      </ul>
    </section>
  );
}
