import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Slot } from '@contracts/bookings.ts';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { requestErrorMessage } from '@/lib/form-errors.ts';
import { useDaySlots } from '../api/get-day-slots.ts';
import { useFreeDays } from '../api/get-free-days.ts';
import { addDays, clampDay, firstOfMonth, lastOfMonth, monthOf } from './calendar-grid.ts';
import { DayTimes } from './DayTimes.tsx';
import { MonthCalendar } from './MonthCalendar.tsx';
import { SlotList } from './SlotList.tsx';
import { riyadhDays } from './time-labels.ts';

/** How far ahead the calendar goes: experts' horizons default to 60 days, a few offer more. */
const BOOKING_HORIZON_DAYS = 90;

/**
 * The month with its free days marked (one range call per month shown), then the chosen day's times.
 * Until the user picks a day, the month's first free day is shown.
 */
export function WhenStep({ duration, topic, day, onDay, onChoose }: { duration: number; topic: string; day: string; onDay: (day: string) => void; onChoose: (slot: Slot) => void }) {
  const { t } = useTranslation();
  const today = useMemo(() => riyadhDays(new Date(), 1)[0]!, []);
  const max = addDays(today, BOOKING_HORIZON_DAYS);
  const [month, setMonth] = useState(() => monthOf(day || today));
  const range = { from: clampDay(firstOfMonth(month), today, max), to: clampDay(lastOfMonth(month), today, max) };
  const freeDays = useFreeDays(range, duration, topic);
  const free = useMemo(() => (freeDays.data ? new Set(freeDays.data.days.map((d) => d.date)) : undefined), [freeDays.data]);
  const shown = day || freeDays.data?.days[0]?.date || '';
  const slots = useDaySlots(shown || null, duration, topic);

  return (
    <div className="flex flex-col gap-6 lg:flex-row lg:items-start">
      <fieldset className="min-w-0">
        <legend className="mb-2 font-semibold text-slate-900">{t('consultations.book.chooseDay')}</legend>
        <MonthCalendar month={month} onMonthChange={setMonth} selected={shown} onSelect={onDay} min={today} max={max} free={free} />
        {freeDays.error && <FormAlert tone="error">{requestErrorMessage(freeDays.error, t)}</FormAlert>}
      </fieldset>
      <div className="min-w-0 flex-1">
        {freeDays.data && !shown && <p className="text-slate-700">{t('consultations.calendar.noneThisMonth')}</p>}
        {shown && (
          <DayTimes day={shown}>
            {slots.isPending && <p role="status">{t('common.loading')}</p>}
            {slots.error && <FormAlert tone="error">{requestErrorMessage(slots.error, t)}</FormAlert>}
            {slots.data && <SlotList slots={slots.data.slots} onChoose={onChoose} />}
          </DayTimes>
        )}
      </div>
    </div>
  );
}
