import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { download, toCsv } from '@/lib/csv.ts';

export interface SeriesKey {
  key: string;
  label: string;
}

/** One bucket (a day, a month) or one category (a status, a country), with a value per key. */
export interface SeriesRow {
  /** What the CSV and the table show as the row's id (an ISO day, an id). */
  id: string;
  label: string;
  values: Record<string, number>;
}

export interface SeriesChartProps {
  /** Stable name: the test id, the CSV's file name. */
  name: string;
  title: string;
  keys: readonly SeriesKey[];
  rows: readonly SeriesRow[];
  kind?: 'line' | 'bar' | 'stacked';
  /** Small charts on the dashboard: shorter, no legend. */
  small?: boolean;
  /** Rows are categories (statuses, countries), not dates: the table's first column says so. */
  categorical?: boolean;
}

const COLOURS = ['#0f5132', '#b45309', '#1d4ed8', '#6d28d9', '#be123c', '#0e7490', '#4d7c0f', '#a16207'];

/** Rows as the CSV holds them: the id column, then one column per key (keys' ids, so files stay comparable across languages). */
export function seriesCsv(keys: readonly SeriesKey[], rows: readonly SeriesRow[]): string {
  return toCsv(['bucket', ...keys.map((k) => k.key)], rows.map((row) => [row.id, ...keys.map((k) => row.values[k.key] ?? 0)]));
}

/**
 * A recharts chart (hidden from screen readers), the same figures as a table beside it, and the series
 * as CSV. Time runs left to right in every language, as in Arabic financial press, so the plot stays LTR.
 */
export function SeriesChart({ name, title, keys, rows, kind = 'line', small = false, categorical = false }: SeriesChartProps) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const data = rows.map((row) => ({ label: row.label, ...Object.fromEntries(keys.map((k) => [k.key, row.values[k.key] ?? 0])) }));
  const Chart = kind === 'line' ? LineChart : BarChart;
  return (
    <figure className="rounded-lg bg-white p-4 shadow" data-testid={`chart-${name}`} data-points={rows.length}>
      <div className="flex items-start gap-2">
        <figcaption className="font-semibold text-slate-900">{title}</figcaption>
        <button
          type="button"
          className="ms-auto rounded-md border border-slate-400 px-2 py-1 text-xs font-semibold text-slate-800 hover:bg-slate-100"
          onClick={() => download(`bawaba-${name}.csv`, seriesCsv(keys, rows))}
        >
          {t('adminArea.charts.csv')}
          <span className="sr-only">: {title}</span>
        </button>
      </div>
      <div aria-hidden="true" dir="ltr" className={`mt-3 w-full ${small ? 'h-40' : 'h-64'}`}>
        <ResponsiveContainer width="100%" height="100%">
          <Chart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="label" tick={{ fontSize: 11 }} />
            <YAxis allowDecimals={false} width={40} tick={{ fontSize: 11 }} />
            <Tooltip />
            {!small && keys.length > 1 && <Legend />}
            {keys.map((k, i) =>
              kind === 'line' ? (
                <Line key={k.key} dataKey={k.key} name={k.label} stroke={COLOURS[i % COLOURS.length]} strokeWidth={2} dot={false} isAnimationActive={false} />
              ) : (
                <Bar key={k.key} dataKey={k.key} name={k.label} fill={COLOURS[i % COLOURS.length]} stackId={kind === 'stacked' ? 'all' : undefined} isAnimationActive={false} />
              ),
            )}
          </Chart>
        </ResponsiveContainer>
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">{t('adminArea.charts.showTable')}</summary>
        <div className="max-h-72 overflow-auto">
          <table className="mt-2 w-full border-collapse">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-1 text-start">{t(categorical ? 'adminArea.charts.category' : 'adminArea.charts.date')}</th>
                {keys.map((k) => (
                  <th key={k.key} scope="col" className="py-1 text-end">{k.label}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b border-slate-200">
                  <th scope="row" className="py-1 text-start font-normal">{row.label}</th>
                  {keys.map((k) => (
                    <td key={k.key} className="py-1 text-end tabular-nums">{number.format(row.values[k.key] ?? 0)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
