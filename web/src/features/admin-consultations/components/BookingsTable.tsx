import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Booking } from '@contracts/bookings.ts';
import { DataGrid, gridColumns } from '@/components/admin/DataGrid.tsx';
import { StatusChange } from './StatusChange.tsx';

const column = gridColumns<Booking>();

/** All bookings the filters match, one row each, with the status change in the last column. */
export function BookingsTable({ bookings, onHistory }: { bookings: Booking[]; onHistory?: (booking: Booking) => void }) {
  const { t, i18n } = useTranslation();
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('start', {
          header: () => t('adminConsultations.columns.start'),
          cell: (info) => new Date(info.getValue()).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
        }),
        column.accessor('duration', { header: () => t('adminConsultations.columns.duration') }),
        column.accessor((b) => t(`expertConsole.topics.${b.topic}`, { defaultValue: b.topic }), { id: 'topic', header: () => t('adminConsultations.columns.topic') }),
        column.accessor((b) => b.expert.displayName, { id: 'expert', header: () => t('adminConsultations.columns.expert') }),
        // People by name and email (issue 17); the id only when the account is gone.
        column.accessor((b) => b.client?.name || b.client?.email || b.userId, {
          id: 'user',
          header: () => t('adminConsultations.columns.user'),
          cell: (info) => {
            const { client } = info.row.original;
            return (
              <span data-testid="admin-client">
                <span className="block font-semibold">{client?.name || client?.email || info.row.original.userId}</span>
                {client?.name && client.email && <span className="block text-xs text-slate-600">{client.email}</span>}
                {client?.company && <span className="block text-xs text-slate-600">{client.company}</span>}
              </span>
            );
          },
        }),
        column.accessor('status', {
          header: () => t('adminConsultations.columns.status'),
          cell: (info) => <span data-testid="admin-status">{t(`adminConsultations.statuses.${info.getValue()}`)}</span>,
        }),
        column.accessor((b) => b.statusNote ?? '', { id: 'note', header: () => t('adminConsultations.columns.note') }),
        column.display({ id: 'change', header: () => t('adminConsultations.columns.change'), cell: (info) => <StatusChange booking={info.row.original} /> }),
        ...(onHistory
          ? [
              column.display({
                id: 'history',
                header: () => t('adminArea.bookings.history'),
                cell: (info) => (
                  <button type="button" className="rounded border border-slate-400 px-2 py-1 font-semibold" onClick={() => onHistory(info.row.original)}>
                    {t('adminArea.bookings.showHistory')}
                  </button>
                ),
              }),
            ]
          : []),
      ]),
    [t, i18n.language, onHistory],
  );
  return <DataGrid columns={columns} data={bookings} rowId={(b) => b.id} caption={t('adminConsultations.title')} rowAttr="data-booking" />;
}
