import { useTranslation } from 'react-i18next';
import type { Booking } from '@contracts/bookings.ts';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { requestErrorMessage } from '@/lib/form-errors.ts';
import { useMoveSlots } from '../api/get-move-slots.ts';
import { useMoveBooking } from '../api/move-booking.ts';
import { BookingErrorAlert } from './BookingErrorAlert.tsx';
import { SlotList } from './SlotList.tsx';
import { dayLabel } from './time-labels.ts';

/** The times a booking can move to (same expert, same length), grouped by Riyadh day; choosing one moves it. */
export function MovePicker({ booking, onMoved }: { booking: Booking; onMoved?: () => void }) {
  const { t, i18n } = useTranslation();
  const slots = useMoveSlots(booking.id);
  const move = useMoveBooking();
  if (slots.isPending) return <p role="status">{t('common.loading')}</p>;
  if (slots.error) return <FormAlert tone="error">{requestErrorMessage(slots.error, t)}</FormAlert>;
  if (slots.data.slots.length === 0) return <p className="mt-3 text-slate-700">{t('consultations.bookings.noMoveSlots')}</p>;
  const byDay = new Map<string, typeof slots.data.slots>();
  for (const slot of slots.data.slots) {
    const day = new Date(Date.parse(slot.start) + 3 * 3_600_000).toISOString().slice(0, 10);
    byDay.set(day, [...(byDay.get(day) ?? []), slot]);
  }
  return (
    <div className="mt-3 space-y-4">
      {move.error && <BookingErrorAlert error={move.error} onPickAnother={() => void slots.refetch()} />}
      {[...byDay].map(([day, daySlots]) => {
        const label = dayLabel(day, i18n.language);
        return (
          <section key={day}>
            <h3 className="font-semibold">
              {label.weekday}, {label.gregorian} <span className="ms-2 text-sm font-normal text-slate-600" data-testid="hijri-date">{label.hijri}</span>
            </h3>
            <SlotList
              slots={daySlots}
              disabled={move.isPending}
              actionLabel={t('consultations.bookings.moveHere')}
              onChoose={(slot) => move.mutate({ id: booking.id, start: slot.start }, { onSuccess: () => onMoved?.() })}
            />
          </section>
        );
      })}
    </div>
  );
}
