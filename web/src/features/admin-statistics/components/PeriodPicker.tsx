import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_PERIODS } from '@contracts/adminStats.ts';
import type { PeriodChoice } from '../api/get-analytics.ts';

/** The presets as toggle buttons, and a custom range of days (applied together, so a half-typed range asks nothing). */
export function PeriodPicker({ value, onChange }: { value: PeriodChoice; onChange: (next: PeriodChoice) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [from, setFrom] = useState('preset' in value ? '' : value.from);
  const [to, setTo] = useState('preset' in value ? '' : value.to);
  const button = (active: boolean) =>
    `rounded-md px-3 py-1.5 text-sm font-semibold ${active ? 'bg-brand-700 text-white' : 'border border-slate-400 bg-white text-slate-800 hover:bg-slate-100'}`;
  const input = 'mt-1 block rounded-md border border-slate-400 px-2 py-1';
  return (
    <div className="flex flex-wrap items-end gap-4 rounded-lg bg-white p-3 shadow">
      <div role="group" aria-label={t('adminArea.stats.period')} className="flex flex-wrap gap-2">
        {ANALYTICS_PERIODS.map((preset) => (
          <button key={preset} type="button" aria-pressed={'preset' in value && value.preset === preset} className={button('preset' in value && value.preset === preset)} onClick={() => onChange({ preset })}>
            {t(`adminArea.stats.periods.${preset}`)}
          </button>
        ))}
      </div>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (from && to && from <= to) onChange({ from, to });
        }}
      >
        <div className="text-sm font-semibold">
          <label htmlFor={`${id}-from`}>{t('adminArea.stats.from')}</label>
          <input id={`${id}-from`} type="date" required className={input} value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} />
        </div>
        <div className="text-sm font-semibold">
          <label htmlFor={`${id}-to`}>{t('adminArea.stats.to')}</label>
          <input id={`${id}-to`} type="date" required className={input} value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} />
        </div>
        <button type="submit" className={button(!('preset' in value))}>
          {t('adminArea.stats.applyRange')}
        </button>
      </form>
    </div>
  );
}
