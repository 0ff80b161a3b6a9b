import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Booking } from '@contracts/bookings.ts';
import { SessionCard } from './SessionCard.tsx';

/** The calendar day of an instant in a zone (the viewer's when none is given), as YYYY-MM-DD. */
const dayIn = (ms: number, timeZone: string | undefined) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);

/**
 * Today's sessions and the ones after, earliest first; cancelled ones apart, below, so the lists to
 * prepare for hold only what can still happen. "Today" and every time shown are in the expert's own
 * time zone (their availability is set in it), or the viewer's for an admin.
 */
export function SessionLists({ bookings, timeZone }: { bookings: Booking[]; timeZone?: string | undefined }) {
  const { t } = useTranslation();
  // Minute-grained clock: the join link appears as a room opens, and "today" rolls over at midnight.
  const [nowMs, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const todayDate = dayIn(nowMs, timeZone);
  const sorted = [...bookings].sort((a, b) => a.start.localeCompare(b.start));
  const active = sorted.filter((b) => b.status !== 'cancelled');
  const cancelled = sorted.filter((b) => b.status === 'cancelled');
  const today = active.filter((b) => dayIn(Date.parse(b.start), timeZone) <= todayDate);
  const upcoming = active.filter((b) => dayIn(Date.parse(b.start), timeZone) > todayDate);
  const list = (items: Booking[], label: string, id: string) => (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-xl font-bold">
        {label}
      </h2>
      {items.length === 0 ? <p className="text-slate-600">{t('expertConsole.none')}</p> : <ul className="space-y-2">{items.map((b) => <SessionCard key={b.id} booking={b} now={nowMs} timeZone={timeZone} />)}</ul>}
    </section>
  );
  return (
    <div className="space-y-6">
      {list(today, t('expertConsole.today'), 'sessions-today')}
      {list(upcoming, t('expertConsole.upcoming'), 'sessions-upcoming')}
      {cancelled.length > 0 && list(cancelled, t('expertConsole.cancelledSessions'), 'sessions-cancelled')}
    </div>
  );
}
