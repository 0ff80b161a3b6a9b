import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  addMonths,
  clampDay,
  dayNumber,
  firstDayOfWeek,
  firstOfMonth,
  fullDay,
  keyTarget,
  lastOfMonth,
  monthOf,
  monthTitle,
  monthWeeks,
  weekdayNames,
} from './calendar-grid.ts';

export interface MonthCalendarProps {
  month: string;
  onMonthChange: (month: string) => void;
  selected: string;
  onSelect: (day: string) => void;
  /** The bookable range, Riyadh days: today up to the furthest day offered. */
  min: string;
  max: string;
  /** Days with free times; undefined while they are loading. */
  free: ReadonlySet<string> | undefined;
}

const navButton = 'rounded-md border border-slate-300 p-2 hover:border-brand-700 disabled:opacity-40';

/**
 * A month as a WAI-ARIA grid: one tab stop, arrows move by day and week (mirrored right to left),
 * Home/End to the week's ends, Page Up/Down by month. Days with free times carry a dot and say so.
 * Seven columns of at least 2.75 rem fit a 390 px screen, so the page never scrolls sideways.
 */
export function MonthCalendar({ month, onMonthChange, selected, onSelect, min, max, free }: MonthCalendarProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const rtl = i18n.dir(locale) === 'rtl';
  const firstDay = firstDayOfWeek(locale);
  const titleId = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // The day the keyboard moved to, focused once it is rendered (it may be in the next month's grid).
  const focusWanted = useRef<string | null>(null);
  const [active, setActive] = useState<string | null>(null);

  const inMonth = (day: string) => monthOf(day) === month;
  const bookable = (day: string) => day >= min && day <= max;
  const firstFree = [...(free ?? [])].sort().find(inMonth);
  // The one tab stop: the day last moved to, else the chosen day, a free day, or the first bookable one.
  const tabStop = [active, selected, firstFree, clampDay(firstOfMonth(month), min, max)].find((d): d is string => Boolean(d && inMonth(d))) ?? firstOfMonth(month);

  useEffect(() => {
    const wanted = focusWanted.current;
    const button = wanted ? buttons.current.get(wanted) : undefined;
    if (button) {
      button.focus();
      focusWanted.current = null;
    }
  }, [active, month]);

  const onKeyDown = (event: KeyboardEvent, day: string) => {
    const target = keyTarget(day, event.key, rtl, firstDay);
    if (!target) return;
    event.preventDefault();
    const next = clampDay(target, min, max);
    if (!inMonth(next)) onMonthChange(monthOf(next));
    focusWanted.current = next;
    setActive(next);
  };

  const status = (day: string) => (!bookable(day) ? t('consultations.calendar.unavailable') : !free ? t('common.loading') : free.has(day) ? t('consultations.calendar.hasFree') : t('consultations.calendar.noFree'));
  const Prev = rtl ? ChevronRight : ChevronLeft;
  const Next = rtl ? ChevronLeft : ChevronRight;

  return (
    <div className="w-full max-w-md">
      <div className="mb-2 flex items-center justify-between gap-2">
        <button type="button" className={navButton} onClick={() => onMonthChange(addMonths(month, -1))} disabled={firstOfMonth(month) <= min} aria-label={t('consultations.calendar.previousMonth')}>
          <Prev aria-hidden="true" className="h-5 w-5" />
        </button>
        <h3 id={titleId} className="font-semibold text-slate-900" aria-live="polite">{monthTitle(month, locale)}</h3>
        <button type="button" className={navButton} onClick={() => onMonthChange(addMonths(month, 1))} disabled={lastOfMonth(month) >= max} aria-label={t('consultations.calendar.nextMonth')}>
          <Next aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      <table role="grid" aria-labelledby={titleId} className="w-full table-fixed border-collapse text-center">
        <thead>
          <tr>
            {weekdayNames(locale, firstDay).map((name) => (
              <th key={name.long} scope="col" className="pb-1 text-xs font-semibold text-slate-600">
                <span aria-hidden="true">{name.short}</span>
                <span className="sr-only">{name.long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month, firstDay).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, i) => {
                if (!day) return <td key={`pad-${i}`} role="gridcell" />;
                const isFree = Boolean(free?.has(day)) && bookable(day);
                const isSelected = day === selected;
                return (
                  <td key={day} role="gridcell" aria-selected={isSelected} className="p-0.5">
                    <button
                      type="button"
                      ref={(el) => void (el ? buttons.current.set(day, el) : buttons.current.delete(day))}
                      tabIndex={day === tabStop ? 0 : -1}
                      data-day={day}
                      data-free={isFree ? 'true' : 'false'}
                      aria-disabled={!bookable(day) || undefined}
                      aria-label={`${fullDay(day, locale)}: ${status(day)}`}
                      onClick={() => {
                        if (!bookable(day)) return;
                        setActive(day);
                        onSelect(day);
                      }}
                      onKeyDown={(event) => onKeyDown(event, day)}
                      className={`relative flex h-11 w-full flex-col items-center justify-center rounded-lg text-sm ${
                        isSelected ? 'bg-brand-700 font-bold text-white' : isFree ? 'font-semibold text-slate-900 hover:bg-brand-50' : 'text-slate-500'
                      } ${bookable(day) ? '' : 'cursor-not-allowed line-through'}`}
                    >
                      <span aria-hidden="true">{dayNumber(day, locale)}</span>
                      {isFree && <span aria-hidden="true" className={`mt-0.5 h-1.5 w-1.5 rounded-full ${isSelected ? 'bg-white' : 'bg-brand-700'}`} />}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 flex items-center gap-2 text-xs text-slate-600">
        <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-brand-700" />
        {t('consultations.calendar.legend')}
      </p>
    </div>
  );
}
