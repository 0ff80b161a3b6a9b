import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface Datum {
  label: string;
  value: number;
}

function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** The figures behind a chart, for screen readers and anyone who prefers a table. */
export function DataTable({ data, caption }: { data: readonly Datum[]; caption: string }) {
  const { t, i18n } = useTranslation();
  return (
    <details className="mt-4 text-sm">
      <summary className="cursor-pointer font-semibold text-brand-700">{t('charts.showTable')}</summary>
      <table className="mt-2 w-full border-collapse">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-1 text-start">{t('charts.category')}</th>
            <th scope="col" className="py-1 text-end">{t('charts.value')}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((datum) => (
            <tr key={datum.label} className="border-b border-slate-200">
              <th scope="row" className="py-1 text-start font-normal">{datum.label}</th>
              <td className="py-1 text-end tabular-nums">{formatNumber(datum.value, i18n.language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** Horizontal bars drawn with boxes rather than SVG, so they grow from the start edge in both directions. */
export function BarChart({ data, title }: { data: readonly Datum[]; title: string }) {
  const { i18n } = useTranslation();
  const max = Math.max(...data.map((d) => d.value));
  return (
    <figure>
      <figcaption className="font-semibold text-slate-900">{title}</figcaption>
      <ul className="mt-4 space-y-2" aria-hidden="true">
        {data.map((datum) => (
          <li key={datum.label} className="grid grid-cols-[8rem_1fr_3rem] items-center gap-2 text-sm">
            <span className="truncate text-slate-700">{datum.label}</span>
            <span className="h-4 rounded-e bg-brand-700" style={{ width: `${(datum.value / max) * 100}%` }} />
            <span className="tabular-nums text-slate-800">{formatNumber(datum.value, i18n.language)}</span>
          </li>
        ))}
      </ul>
      <DataTable data={data} caption={title} />
    </figure>
  );
}

const WIDTH = 320;
const HEIGHT = 160;
const PAD = 24;

/** Time runs left to right in every language, as in Arabic financial press, so the SVG stays LTR. */
export function LineChart({ data, title }: { data: readonly Datum[]; title: string }) {
  const titleId = useId();
  const max = Math.max(...data.map((d) => d.value));
  const step = (WIDTH - PAD * 2) / Math.max(1, data.length - 1);
  const points = data.map((d, i) => [PAD + i * step, HEIGHT - PAD - (d.value / max) * (HEIGHT - PAD * 2)] as const);
  return (
    <figure>
      <figcaption id={titleId} className="font-semibold text-slate-900">{title}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId} className="mt-4 w-full" direction="ltr">
        <line x1={PAD} y1={HEIGHT - PAD} x2={WIDTH - PAD} y2={HEIGHT - PAD} stroke="#64748b" />
        <polyline points={points.map((p) => p.join(',')).join(' ')} fill="none" stroke="#0f5132" strokeWidth="3" />
        {points.map(([x, y], i) => (
          <g key={data[i]?.label}>
            <circle cx={x} cy={y} r="4" fill="#0f5132" />
            <text x={x} y={HEIGHT - 6} textAnchor="middle" fontSize="11" fill="#334155">
              {data[i]?.label}
            </text>
          </g>
        ))}
      </svg>
      <DataTable data={data} caption={title} />
    </figure>
  );
}

const DONUT_COLOURS = ['#0f5132', '#b45309', '#1d4ed8', '#6d28d9'];
const RADIUS = 15.915; // circumference of 100, so dash lengths are percentages

export function DonutChart({ data, title }: { data: readonly Datum[]; title: string }) {
  const { i18n } = useTranslation();
  const titleId = useId();
  const total = data.reduce((sum, d) => sum + d.value, 0);
  // Each segment starts where the previous ones end; 25 puts the first at twelve o'clock.
  const shares = data.map((d) => (d.value / total) * 100);
  const offsets = shares.map((_, i) => 25 - shares.slice(0, i).reduce((sum, share) => sum + share, 0));
  return (
    <figure>
      <figcaption id={titleId} className="font-semibold text-slate-900">{title}</figcaption>
      <div className="mt-4 flex items-center gap-6">
        <svg viewBox="0 0 42 42" role="img" aria-labelledby={titleId} className="size-36 shrink-0">
          {data.map((datum, i) => (
              <circle
                key={datum.label}
                cx="21"
                cy="21"
                r={RADIUS}
                fill="none"
                stroke={DONUT_COLOURS[i % DONUT_COLOURS.length]}
                strokeWidth="6"
                strokeDasharray={`${shares[i]} ${100 - (shares[i] ?? 0)}`}
                strokeDashoffset={offsets[i]}
              />
          ))}
        </svg>
        <ul className="space-y-1 text-sm" aria-hidden="true">
          {data.map((datum, i) => (
            <li key={datum.label} className="flex items-center gap-2">
              <span className="size-3 rounded-sm" style={{ background: DONUT_COLOURS[i % DONUT_COLOURS.length] }} />
              {datum.label}: {new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(datum.value / total)}
            </li>
          ))}
        </ul>
      </div>
      <DataTable data={data} caption={title} />
    </figure>
  );
}
