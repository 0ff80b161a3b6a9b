import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { PageHeading } from '@/components/PageHeading.tsx';
import { Seo } from '@/components/Seo.tsx';
import { requestErrorMessage } from '@/lib/form-errors.ts';
import { useMyBookings } from '../api/get-bookings.ts';
import { BookingCard } from '../components/BookingCard.tsx';

/** Upcoming is what can still happen: not yet ended and not cancelled; the rest is past, newest first. */
function split<T extends { end: string; start: string; status: string }>(bookings: T[], now: number) {
  const upcoming = bookings.filter((b) => Date.parse(b.end) > now && b.status !== 'cancelled').sort((a, b) => a.start.localeCompare(b.start));
  const past = bookings.filter((b) => !upcoming.includes(b)).sort((a, b) => b.start.localeCompare(a.start));
  return { upcoming, past };
}

/** /booking: the user's consultations, kept live by the websocket's booking.updated frames. */
export function MyBookingsPage() {
  const { t } = useTranslation();
  const { data, error, isPending } = useMyBookings();
  // The clock moves bookings from upcoming to past and opens rooms without a reload.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  const groups = data ? split(data.bookings, now) : null;
  return (
    <>
      <Seo title={t('consultations.bookings.title')} description={t('consultations.bookings.intro')} noindex />
      <PageHeading intro={t('consultations.bookings.intro')}>{t('consultations.bookings.title')}</PageHeading>
      <Link to="/consultation" className="mb-8 inline-block font-semibold text-brand-700 underline">
        {t('consultations.bookings.bookNew')}
      </Link>
      {isPending && <p role="status">{t('common.loading')}</p>}
      {error && <FormAlert tone="error">{requestErrorMessage(error, t)}</FormAlert>}
      {groups &&
        (['upcoming', 'past'] as const).map((group) => (
          <section key={group} aria-labelledby={`bookings-${group}`} className="mb-10">
            <h2 id={`bookings-${group}`} className="text-xl font-bold text-slate-900">{t(`consultations.bookings.${group}`)}</h2>
            {groups[group].length === 0 ? (
              <p className="mt-3 text-slate-700">{t('consultations.bookings.none')}</p>
            ) : (
              <ul className="mt-4 space-y-4">
                {groups[group].map((booking) => (
                  <BookingCard key={booking.id} booking={booking} now={now} />
                ))}
              </ul>
            )}
          </section>
        ))}
    </>
  );
}
