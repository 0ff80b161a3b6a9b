import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dayLabel } from './time-labels.ts';

/** The chosen day's heading, Gregorian with the Umm al-Qura Hijri date, over that day's times. */
export function DayTimes({ day, children }: { day: string; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const label = dayLabel(day, i18n.language);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-testid="day-times">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {t('consultations.calendar.timesOn', { day: `${label.weekday}, ${label.gregorian}` })}
      </h3>
      <p className="text-sm text-slate-600" data-testid="hijri-date">{label.hijri}</p>
      {children}
    </section>
  );
}
