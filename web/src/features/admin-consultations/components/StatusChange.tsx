import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOKING_STATUS_VALUES, type Booking, type BookingStatusValue } from '@contracts/bookings.ts';
import { ApiError } from '@/lib/api-client.ts';
import { requestErrorMessage } from '@/lib/form-errors.ts';
import { useSetBookingStatus } from '../api/admin-bookings.ts';

/** PUT /api/admin/bookings/{id}/status with a note; an illegal move shows the statuses that are allowed. */
export function StatusChange({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const change = useSetBookingStatus();
  const [status, setStatus] = useState<BookingStatusValue>(booking.status);
  const [notes, setNotes] = useState('');
  const error = change.error;
  const allowed = error instanceof ApiError && Array.isArray(error.details.allowed) ? (error.details.allowed as string[]) : null;
  return (
    <form
      className="flex min-w-56 flex-col gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        change.mutate({ id: booking.id, status, notes: notes.trim() }, { onSuccess: () => setNotes('') });
      }}
    >
      <select aria-label={t('adminConsultations.newStatus')} value={status} onChange={(e) => setStatus(e.target.value as BookingStatusValue)} className="rounded border border-slate-400 p-1">
        {BOOKING_STATUS_VALUES.map((s) => (
          <option key={s} value={s}>
            {t(`adminConsultations.statuses.${s}`)}
          </option>
        ))}
      </select>
      <textarea aria-label={t('adminConsultations.notes')} maxLength={2000} value={notes} onChange={(e) => setNotes(e.target.value)} className="rounded border border-slate-400 p-1" rows={2} />
      <button type="submit" disabled={change.isPending || status === booking.status} className="rounded bg-brand-700 px-2 py-1 font-semibold text-white disabled:opacity-50">
        {t('adminConsultations.apply')}
      </button>
      {error && (
        <p role="alert" className="text-red-700">
          {allowed ? t('adminConsultations.allowed', { allowed: allowed.map((s) => t(`adminConsultations.statuses.${s}`)).join(', ') || '—' }) : requestErrorMessage(error, t)}
        </p>
      )}
    </form>
  );
}
