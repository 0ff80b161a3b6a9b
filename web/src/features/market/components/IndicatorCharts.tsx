import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Fact } from '@contracts/market.ts';
import { chartGroups } from './indicators.ts';
import { formatNumber } from './format.ts';
import { WithFactText } from './WithFactText.tsx';

const IndicatorChart = lazy(() => import('./IndicatorChart.tsx'));

/** One chart per unit, each with its data table (the chart itself is hidden from screen readers). */
export function IndicatorCharts({ items }: { items: readonly Fact[] }) {
  const { t, i18n } = useTranslation();
  // Titles, units and periods are the facts' own words, in the language the report came in.
  const lang = items[0]?.lang;
  return (
    <>
      {chartGroups(items).map(({ unit, data }) => (
        <figure key={unit} className="my-6 break-inside-avoid rounded-xl border border-slate-200 p-4">
          <figcaption className="font-semibold text-slate-900"><WithFactText i18nKey="market.chartCaption" name="unit" text={unit || '—'} lang={lang} /></figcaption>
          <Suspense fallback={<div className="h-64" aria-hidden="true" />}>
            <IndicatorChart data={data} unit={unit} />
          </Suspense>
          <table className="mt-3 w-full border-collapse text-sm">
            <caption className="sr-only"><WithFactText i18nKey="market.chartCaption" name="unit" text={unit || '—'} lang={lang} /></caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-1 text-start">{t('market.indicator')}</th>
                <th scope="col" className="py-1 text-start">{t('market.period')}</th>
                <th scope="col" className="py-1 text-end">{t('market.value')}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((d) => (
                <tr key={d.id} className="border-b border-slate-200">
                  <th scope="row" className="py-1 text-start font-normal" lang={lang}>{d.label}</th>
                  <td className="py-1" lang={lang}>{d.period ?? ''}</td>
                  <td className="py-1 text-end">{formatNumber(d.value, i18n.language)} <span lang={lang}>{unit}</span></td>
                </tr>
              ))}
            </tbody>
          </table>
        </figure>
      ))}
    </>
  );
}
