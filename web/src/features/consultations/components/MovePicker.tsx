import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Booking, Slot } from '@contracts/bookings.ts';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { requestErrorMessage } from '@/lib/form-errors.ts';
import { useMoveSlots } from '../api/get-move-slots.ts';
import { useMoveBooking } from '../api/move-booking.ts';
import { BookingErrorAlert } from './BookingErrorAlert.tsx';
import { addDays, monthOf } from './calendar-grid.ts';
import { DayTimes } from './DayTimes.tsx';
import { MonthCalendar } from './MonthCalendar.tsx';
import { SlotList } from './SlotList.tsx';
import { SlotTime } from './SlotTime.tsx';
import { dayLabel, riyadhDayOf, riyadhDays } from './time-labels.ts';

/** The move-slots answer covers the next 14 days (api/routes/bookings.ts, MOVE_DAYS). */
const MOVE_DAYS = 14;
const primary = 'rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-50';
const secondary = 'rounded-md border border-slate-300 px-4 py-2 font-semibold hover:border-brand-700';

/**
 * Where a booking can move (same expert, same length): a calendar with the free days marked, that
 * day's times, then a confirmation naming the old and the new time. Nothing moves before that.
 */
export function MovePicker({ booking, onMoved }: { booking: Booking; onMoved?: () => void }) {
  const { t, i18n } = useTranslation();
  const slots = useMoveSlots(booking.id);
  const move = useMoveBooking();
  const today = useMemo(() => riyadhDays(new Date(), 1)[0]!, []);
  const [day, setDay] = useState('');
  // Null until the user turns a page: the calendar then opens on the month of the first free day.
  const [month, setMonth] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Slot | null>(null);
  const byDay = useMemo(() => {
    const days = new Map<string, Slot[]>();
    for (const slot of slots.data?.slots ?? []) days.set(riyadhDayOf(slot.start), [...(days.get(riyadhDayOf(slot.start)) ?? []), slot]);
    return days;
  }, [slots.data]);

  if (slots.isPending) return <p role="status">{t('common.loading')}</p>;
  if (slots.error) return <FormAlert tone="error">{requestErrorMessage(slots.error, t)}</FormAlert>;
  if (byDay.size === 0) return <p className="mt-3 text-slate-700">{t('consultations.bookings.noMoveSlots')}</p>;

  const freeDays = [...byDay.keys()];
  const shown = day || freeDays[0]!;
  const horizon = addDays(today, MOVE_DAYS);
  const last = freeDays[freeDays.length - 1]!;
  const pickAnother = () => {
    setChosen(null);
    move.reset();
    void slots.refetch();
  };

  if (chosen) {
    const from = dayLabel(riyadhDayOf(booking.start), i18n.language);
    const to = dayLabel(riyadhDayOf(chosen.start), i18n.language);
    return (
      <section aria-labelledby={`move-confirm-${booking.id}`} className="mt-3 space-y-4 rounded-2xl border border-brand-700 p-4">
        <h3 id={`move-confirm-${booking.id}`} className="font-semibold text-slate-900">{t('consultations.move.confirmHeading')}</h3>
        <dl className="grid gap-3 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-semibold text-slate-700">{t('consultations.move.from')}</dt>
            <dd>{from.weekday}, {from.gregorian}<SlotTime start={booking.start} /></dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-slate-700">{t('consultations.move.to')}</dt>
            <dd data-testid="move-to">{to.weekday}, {to.gregorian}<SlotTime start={chosen.start} /></dd>
          </div>
        </dl>
        {move.error && <BookingErrorAlert error={move.error} onPickAnother={pickAnother} />}
        <div className="flex flex-wrap gap-2">
          <button type="button" className={primary} disabled={move.isPending} onClick={() => move.mutate({ id: booking.id, start: chosen.start }, { onSuccess: () => onMoved?.() })}>
            {t('consultations.move.confirm')}
          </button>
          <button type="button" className={secondary} onClick={pickAnother}>
            {t('consultations.errors.pickAnother')}
          </button>
        </div>
      </section>
    );
  }

  return (
    <div className="mt-3 flex flex-col gap-6 lg:flex-row lg:items-start">
      <MonthCalendar
        month={month ?? monthOf(shown)}
        onMonthChange={setMonth}
        selected={shown}
        onSelect={setDay}
        min={today}
        max={last > horizon ? last : horizon}
        free={new Set(freeDays)}
      />
      <div className="min-w-0 flex-1">
        <DayTimes day={shown}>
          <SlotList slots={byDay.get(shown) ?? []} onChoose={setChosen} />
        </DayTimes>
      </div>
    </div>
  );
}
