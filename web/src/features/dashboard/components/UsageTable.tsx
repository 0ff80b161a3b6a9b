import { useTranslation } from 'react-i18next';
import type { Dashboard } from '../api/get-dashboard.ts';

/** This month's usage against the plan's allowance; a table so every figure is readable without the bars. */
export function UsageTable({ usage, period }: { usage: Dashboard['usage']; period: string }) {
  const { t } = useTranslation();
  const rows = Object.entries(usage);
  return (
    <table className="w-full text-start text-sm">
      <caption className="mb-2 text-start text-slate-700">{t('dashboard.usageCaption', { period })}</caption>
      <thead>
        <tr className="border-b border-slate-300 text-slate-800">
          <th scope="col" className="py-2 text-start font-semibold">{t('dashboard.feature')}</th>
          <th scope="col" className="py-2 text-start font-semibold">{t('dashboard.used')}</th>
          <th scope="col" className="py-2 text-start font-semibold">{t('dashboard.limit')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([feature, { used, limit }]) => {
          const share = limit ? Math.min(100, Math.round((used / limit) * 100)) : 0;
          return (
            <tr key={feature} className="border-b border-slate-200">
              <th scope="row" className="py-2 text-start font-medium text-slate-900">
                {t(`pricing.features.${feature}`, { defaultValue: feature })}
              </th>
              <td className="py-2">
                <span>{used}</span>
                {limit !== null && limit > 0 && (
                  <span aria-hidden="true" className="ms-2 inline-block h-2 w-24 overflow-hidden rounded bg-slate-200 align-middle">
                    <span className="block h-full bg-brand-600" style={{ inlineSize: `${share}%` }} />
                  </span>
                )}
              </td>
              <td className="py-2">{limit === null ? t('pricing.unlimited') : limit}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
