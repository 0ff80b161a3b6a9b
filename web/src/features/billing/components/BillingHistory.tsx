import { useTranslation } from 'react-i18next';
import type { BillingEntry } from '../api/get-billing.ts';

/** The plan's events, newest first, each in a sentence of the reader's language. */
export function BillingHistory({ entries, date, tierName }: { entries: BillingEntry[]; date: (iso: string) => string; tierName: (tier: string) => string }) {
  const { t } = useTranslation();
  if (entries.length === 0) return <p className="mt-2 text-slate-700">{t('billing.page.noHistory')}</p>;
  return (
    <ol className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200" data-testid="billing-history">
      {entries.map((entry) => {
        const tier = typeof entry.details.tier === 'string' ? tierName(entry.details.tier) : '';
        return (
          <li key={`${entry.type}-${entry.at}`} className="flex flex-wrap justify-between gap-2 px-4 py-3">
            <span className="text-slate-900">{t(`billing.page.events.${entry.type}`, { tier })}</span>
            <time dateTime={entry.at} className="text-sm text-slate-600">{entry.at ? date(entry.at) : ''}</time>
          </li>
        );
      })}
    </ol>
  );
}
