import { useTranslation } from 'react-i18next';
import type { Booking } from '@contracts/bookings.ts';
import { SessionCard } from './SessionCard.tsx';

/** Today's sessions (in the viewer's zone) and the ones after, earliest first. */
export function SessionLists({ bookings, now = new Date() }: { bookings: Booking[]; now?: Date }) {
  const { t } = useTranslation();
  const endOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime();
  const sorted = [...bookings].sort((a, b) => a.start.localeCompare(b.start));
  const today = sorted.filter((b) => Date.parse(b.start) < endOfToday);
  const upcoming = sorted.filter((b) => Date.parse(b.start) >= endOfToday);
  const list = (items: Booking[], label: string, id: string) => (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-xl font-bold">
        {label}
      </h2>
      {items.length === 0 ? <p className="text-slate-600">{t('expertConsole.none')}</p> : <ul className="space-y-2">{items.map((b) => <SessionCard key={b.id} booking={b} />)}</ul>}
    </section>
  );
  return (
    <div className="space-y-6">
      {list(today, t('expertConsole.today'), 'sessions-today')}
      {list(upcoming, t('expertConsole.upcoming'), 'sessions-upcoming')}
    </div>
  );
}
