import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Booking } from '@contracts/bookings.ts';
import { routes } from '@contracts/paths.ts';
import { formatLocalDateTime } from '@/lib/dates.ts';
import { useUpcomingBookings } from '../api/get-upcoming-bookings.ts';

const SHOWN = 3;
/** A session stays "upcoming" while it runs: the room is open until 30 minutes after a 20-minute slot. */
const RUNNING_MS = 60 * 60_000;
const ACTIVE: ReadonlySet<Booking['status']> = new Set(['confirmed', 'reschedule_requested']);

/** Whose bookings the dashboard lists: a business user's own, an expert's sessions (an admin's list would be everyone's). */
export const hasOwnBookings = (role: string | undefined) => role === 'user' || role === 'expert';

/** The next few active consultations, earliest first. */
export function useNextBookings(role: string | undefined): Booking[] {
  const [from] = useState(() => new Date(Date.now() - RUNNING_MS).toISOString());
  const list = useUpcomingBookings(from, hasOwnBookings(role));
  return (list.data?.bookings ?? []).filter((b) => ACTIVE.has(b.status)).slice(0, SHOWN);
}

/** The next consultations, each with its time in the reader's zone; the whole list is one link away. */
export function UpcomingBookings({ bookings, role }: { bookings: Booking[]; role: string }) {
  const { t, i18n } = useTranslation();
  const all = role === 'expert' ? { to: routes.manageConsultations, label: t('expertConsole.title') } : { to: routes.booking, label: t('consultations.bookings.title') };
  return (
    <>
      {bookings.length === 0 ? (
        <p className="mt-3 text-sm">{t('dashboard.noUpcoming')}</p>
      ) : (
        <ul className="mt-3 space-y-3" data-testid="dashboard-upcoming">
          {bookings.map((b) => (
            <li key={b.id} data-booking={b.id} className="text-sm">
              <span className="block font-semibold">{formatLocalDateTime(b.start, i18n.language)}</span>
              <span className="block">
                {t(`expertConsole.topics.${b.topic}`, { defaultValue: b.topic })} · {t('consultations.minutes', { minutes: b.duration })} ·{' '}
                {role === 'expert' ? b.client?.name : t('consultations.with', { name: b.expert.displayName })}
              </span>
              {b.status === 'reschedule_requested' && <span className="block text-amber-800">{t('expertConsole.statuses.reschedule_requested')}</span>}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex flex-wrap gap-4">
        <Link to={all.to} className="font-semibold text-brand-700 underline">
          {all.label}
        </Link>
        {role === 'user' && (
          <Link to={routes.consultation} className="font-semibold text-brand-700 underline">
            {t('consultations.bookings.bookNew')}
          </Link>
        )}
      </div>
    </>
  );
}
