import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Booking } from '@contracts/bookings.ts';
import { DataGrid, gridColumns } from '@/components/admin/DataGrid.tsx';
import { useUserBookings } from '../api/user-bookings.ts';

const column = gridColumns<Booking>();

/** The user's consultations with their status and the latest note; /admin/bookings has the actions and the timelines. */
export function UserBookings({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const bookings = useUserBookings(userId);
  const rows = bookings.data?.bookings ?? [];
  const columns = useMemo(() => {
    const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    const c = (key: string) => () => t(`adminConsultations.columns.${key}`);
    return column.columns([
      column.accessor('start', { header: c('start'), cell: (info) => when.format(new Date(info.getValue())) }),
      column.accessor((b) => t(`expertConsole.topics.${b.topic}`, { defaultValue: b.topic }), { id: 'topic', header: c('topic') }),
      column.accessor((b) => b.expert.displayName, { id: 'expert', header: c('expert') }),
      column.accessor('status', { header: c('status'), cell: (info) => t(`adminConsultations.statuses.${info.getValue()}`) }),
      column.accessor((b) => b.statusNote ?? '—', { id: 'note', header: c('note') }),
    ]);
  }, [t, i18n.language]);
  return (
    <section className="space-y-2" aria-labelledby="user-bookings">
      <h2 id="user-bookings" className="text-lg font-bold">{t('adminArea.users.bookings')}</h2>
      {bookings.isSuccess && rows.length === 0 ? (
        <p className="text-slate-700">{t('adminArea.users.none')}</p>
      ) : (
        <DataGrid columns={columns} data={rows} rowId={(b) => b.id} caption={t('adminArea.users.bookings')} rowAttr="data-booking" />
      )}
    </section>
  );
}
