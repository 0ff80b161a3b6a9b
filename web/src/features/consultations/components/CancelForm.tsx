import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Booking } from '@contracts/bookings.ts';
import { TextField } from '@/components/forms/Field.tsx';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { requestErrorMessage } from '@/lib/form-errors.ts';
import { useCancelBooking } from '../api/cancel-booking.ts';
import { CANCEL_NOTICE_HOURS, isLateCancel } from './time-labels.ts';

/** Cancel with a reason; inside the late window it says first that the month's allowance stays used. */
export function CancelForm({ booking, now, onClose }: { booking: Booking; now: number; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const cancel = useCancelBooking();
  const late = isLateCancel(booking.start, now);
  return (
    <form
      className="mt-3 space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        cancel.mutate({ id: booking.id, reason }, { onSuccess: onClose });
      }}
    >
      {late && <FormAlert tone="error">{t('consultations.bookings.lateWarning', { hours: CANCEL_NOTICE_HOURS })}</FormAlert>}
      <TextField label={t('consultations.bookings.cancelReason')} value={reason} maxLength={1000} onChange={(e) => setReason(e.target.value)} />
      {cancel.error && <FormAlert tone="error">{requestErrorMessage(cancel.error, t)}</FormAlert>}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={cancel.isPending} className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white">
          {t('consultations.bookings.cancelConfirm')}
        </button>
        <button type="button" onClick={onClose} className="rounded-md border border-slate-300 px-4 py-2 font-semibold">
          {t('consultations.bookings.keep')}
        </button>
      </div>
    </form>
  );
}
