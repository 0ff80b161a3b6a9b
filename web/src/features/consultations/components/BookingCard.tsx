import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Booking } from '@contracts/bookings.ts';
import { BookingChat } from '@/components/BookingChat.tsx';
import { useMeeting } from '@/lib/meeting.ts';
import { CancelForm } from './CancelForm.tsx';
import { MovePicker } from './MovePicker.tsx';
import { ReviewForm } from './ReviewForm.tsx';
import { SlotTime } from './SlotTime.tsx';
import { bookingWhen, roomMayBeOpen } from './time-labels.ts';
import { topicTitle } from './topic-text.ts';

const STATUS_STYLE: Record<Booking['status'], string> = {
  confirmed: 'bg-green-100 text-green-900',
  reschedule_requested: 'bg-amber-100 text-amber-900',
  cancelled: 'bg-slate-200 text-slate-800',
  completed: 'bg-brand-100 text-brand-900',
  no_show_user: 'bg-red-100 text-red-900',
  no_show_expert: 'bg-red-100 text-red-900',
};
const secondary = 'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:border-brand-700';

/** One booking with its live status (the websocket patches the cache) and what its user can do now. */
export function BookingCard({ booking, now }: { booking: Booking; now: number }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState<'cancel' | 'move' | null>(null);
  const when = bookingWhen(booking.start, i18n.language);
  const live = booking.status === 'confirmed' || booking.status === 'completed';
  const meeting = useMeeting(booking.id, live && roomMayBeOpen(booking.start, booking.end, now));
  const upcoming = Date.parse(booking.start) > now;
  return (
    <li className="rounded-2xl border border-slate-200 p-5" data-booking={booking.id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="font-semibold text-slate-900">
            {topicTitle(t, booking.topic)} · {t('consultations.minutes', { minutes: booking.duration })}
          </h3>
          <p className="text-sm text-slate-700">{t('consultations.with', { name: booking.expert.displayName })}</p>
          <p className="mt-1 text-sm">
            {when.gregorian} <span className="ms-2 text-slate-600" data-testid="hijri-date">{when.hijri}</span>
          </p>
        </div>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_STYLE[booking.status]}`} data-testid="booking-status">
          {t(`consultations.status.${booking.status}`)}
          {booking.lateCancellation && ` · ${t('consultations.bookings.lateCancelled')}`}
        </span>
      </div>
      <div className="mt-2 max-w-sm">
        <SlotTime start={booking.start} />
      </div>
      {/* The note given with the latest status change (an admin's or the expert's), as the booking's history keeps it. */}
      {booking.statusNote && (
        <p className="mt-2 text-sm text-slate-700" data-testid="booking-note">
          {t('adminArea.bookings.userNote', { note: booking.statusNote })}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {meeting.data && (
          <Link to={`/meeting/${encodeURIComponent(meeting.data.meetingCode)}`} className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white">
            {t('consultations.bookings.join')}
          </Link>
        )}
        {booking.status === 'confirmed' && upcoming && !meeting.data && <p className="text-sm text-slate-600">{t('consultations.bookings.roomOpens')}</p>}
        {booking.status === 'reschedule_requested' && (
          <Link to={`/booking/reschedule?booking=${encodeURIComponent(booking.id)}`} className="rounded-md bg-amber-600 px-3 py-1.5 text-sm font-semibold text-white">
            {t('consultations.bookings.respond')}
          </Link>
        )}
        {booking.status === 'confirmed' && upcoming && (
          <>
            <button type="button" className={secondary} aria-expanded={open === 'move'} onClick={() => setOpen(open === 'move' ? null : 'move')}>
              {t('consultations.bookings.reschedule')}
            </button>
            <button type="button" className={secondary} aria-expanded={open === 'cancel'} onClick={() => setOpen(open === 'cancel' ? null : 'cancel')}>
              {t('consultations.bookings.cancel')}
            </button>
          </>
        )}
      </div>
      {open === 'cancel' && <CancelForm booking={booking} now={now} onClose={() => setOpen(null)} />}
      {open === 'move' && <MovePicker booking={booking} onMoved={() => setOpen(null)} />}
      {booking.status === 'completed' &&
        (booking.review ? (
          <p className="mt-3 text-sm">{t('consultations.bookings.yourReview', { rating: booking.review.rating })}</p>
        ) : (
          <ReviewForm booking={booking} />
        ))}
      <BookingChat booking={booking} />
    </li>
  );
}
