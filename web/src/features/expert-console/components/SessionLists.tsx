import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Booking } from '@contracts/bookings.ts';
import { SessionCard } from './SessionCard.tsx';

/** Today's sessions (in the viewer's zone) and the ones after, earliest first. */
export function SessionLists({ bookings }: { bookings: Booking[] }) {
  const { t } = useTranslation();
  // Minute-grained clock: the join link appears as a room opens, and "today" rolls over at midnight.
  const [nowMs, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const now = new Date(nowMs);
  const endOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime();
  const sorted = [...bookings].sort((a, b) => a.start.localeCompare(b.start));
  const today = sorted.filter((b) => Date.parse(b.start) < endOfToday);
  const upcoming = sorted.filter((b) => Date.parse(b.start) >= endOfToday);
  const list = (items: Booking[], label: string, id: string) => (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-xl font-bold">
        {label}
      </h2>
      {items.length === 0 ? <p className="text-slate-600">{t('expertConsole.none')}</p> : <ul className="space-y-2">{items.map((b) => <SessionCard key={b.id} booking={b} now={nowMs} />)}</ul>}
    </section>
  );
  return (
    <div className="space-y-6">
      {list(today, t('expertConsole.today'), 'sessions-today')}
      {list(upcoming, t('expertConsole.upcoming'), 'sessions-upcoming')}
    </div>
  );
}
