import { useTranslation } from 'react-i18next';
import { dayLabel } from './time-labels.ts';

/** Riyadh days as buttons, each with its Gregorian and Umm al-Qura Hijri date (the row runs right to left in Arabic). */
export function DayPicker({ days, selected, onSelect }: { days: string[]; selected: string; onSelect: (day: string) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <fieldset>
      <legend className="font-semibold text-slate-900">{t('consultations.book.chooseDay')}</legend>
      <ul className="mt-3 flex gap-2 overflow-x-auto pb-2">
        {days.map((day) => {
          const label = dayLabel(day, i18n.language);
          const active = day === selected;
          return (
            <li key={day} className="shrink-0">
              <button
                type="button"
                aria-pressed={active}
                data-day={day}
                onClick={() => onSelect(day)}
                className={`w-36 rounded-xl border p-3 text-start ${active ? 'border-brand-700 bg-brand-50' : 'border-slate-200 hover:border-brand-700'}`}
              >
                <span className="block text-sm font-semibold">{label.weekday}</span>
                <span className="block text-sm">{label.gregorian}</span>
                <span className="block text-xs text-slate-600" data-testid="hijri-date">{label.hijri}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
