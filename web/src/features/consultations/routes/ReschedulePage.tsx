import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { PageHeading } from '@/components/PageHeading.tsx';
import { Seo } from '@/components/Seo.tsx';
import { requestErrorMessage } from '@/lib/form-errors.ts';
import { useCancelBooking } from '../api/cancel-booking.ts';
import { useBooking } from '../api/get-booking.ts';
import { MovePicker } from '../components/MovePicker.tsx';
import { SlotTime } from '../components/SlotTime.tsx';
import { bookingWhen } from '../components/time-labels.ts';

/** /booking/reschedule?booking=ID, titled "Reschedule Request": the expert's reason, the free times, accept one or decline. */
export function ReschedulePage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('booking') ?? '';
  const booking = useBooking(id);
  const decline = useCancelBooking();
  const current = booking.data?.booking;
  // "Moved" follows from the booking itself: the live frame can confirm the new time before the
  // move request answers, and the picker that sent it is gone by then.
  const [pendingStart, setPendingStart] = useState<string | null>(null);
  if (current?.status === 'reschedule_requested' && pendingStart !== current.start) setPendingStart(current.start);
  const done = pendingStart !== null && current?.status === 'confirmed' && current.start !== pendingStart ? 'moved' : null;
  const when = current ? bookingWhen(current.start, i18n.language) : null;
  return (
    <>
      <Seo title={t('consultations.reschedule.title')} description={t('consultations.reschedule.intro')} noindex />
      <PageHeading intro={t('consultations.reschedule.intro')}>{t('consultations.reschedule.title')}</PageHeading>
      {!id && <FormAlert tone="error">{t('consultations.reschedule.missing')}</FormAlert>}
      {booking.isLoading && <p role="status">{t('common.loading')}</p>}
      {booking.error && <FormAlert tone="error">{requestErrorMessage(booking.error, t)}</FormAlert>}
      {current && when && (
        <div className="space-y-6">
          <dl className="grid gap-2 rounded-2xl border border-slate-200 p-4 sm:grid-cols-[max-content_1fr] sm:gap-x-6">
            <dt className="font-semibold">{t('consultations.reschedule.current')}</dt>
            <dd>
              {when.gregorian} <span className="ms-2 text-sm text-slate-600" data-testid="hijri-date">{when.hijri}</span>
              <SlotTime start={current.start} />
            </dd>
            {current.statusNote && (
              <>
                <dt className="font-semibold">{t('consultations.reschedule.reason')}</dt>
                <dd data-testid="reschedule-reason" dir="auto">{current.statusNote}</dd>
              </>
            )}
          </dl>
          {done === 'moved' && <FormAlert tone="success">{t('consultations.reschedule.moved')}</FormAlert>}
          {current.status === 'cancelled' && <FormAlert tone="success">{t('consultations.reschedule.cancelled')}</FormAlert>}
          {current.status === 'reschedule_requested' ? (
            <>
              <MovePicker booking={current} />
              {decline.error && <FormAlert tone="error">{requestErrorMessage(decline.error, t)}</FormAlert>}
              <button
                type="button"
                disabled={decline.isPending}
                onClick={() => decline.mutate({ id: current.id, reason: t('consultations.reschedule.declineReason') })}
                className="rounded-md border border-red-700 px-4 py-2 font-semibold text-red-800"
              >
                {t('consultations.reschedule.decline')}
              </button>
            </>
          ) : (
            !done && current.status !== 'cancelled' && <p>{t('consultations.reschedule.notPending')}</p>
          )}
          <Link to="/booking" className="inline-block font-semibold text-brand-700 underline">
            {t('consultations.bookings.title')}
          </Link>
        </div>
      )}
    </>
  );
}
