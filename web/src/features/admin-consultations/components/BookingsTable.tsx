import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Booking } from '@contracts/bookings.ts';
import { DataGrid, gridColumns } from '@/components/admin/DataGrid.tsx';
import { StatusChange } from './StatusChange.tsx';

const column = gridColumns<Booking>();

/** All bookings the filters match, one row each, with the status change in the last column. */
export function BookingsTable({ bookings }: { bookings: Booking[] }) {
  const { t, i18n } = useTranslation();
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('start', {
          header: () => t('adminConsultations.columns.start'),
          cell: (info) => new Date(info.getValue()).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
        }),
        column.accessor('duration', { header: () => t('adminConsultations.columns.duration') }),
        column.accessor('topic', { header: () => t('adminConsultations.columns.topic') }),
        column.accessor((b) => b.expert.displayName, { id: 'expert', header: () => t('adminConsultations.columns.expert') }),
        column.accessor('userId', { header: () => t('adminConsultations.columns.user') }),
        column.accessor('status', {
          header: () => t('adminConsultations.columns.status'),
          cell: (info) => <span data-testid="admin-status">{t(`adminConsultations.statuses.${info.getValue()}`)}</span>,
        }),
        column.accessor((b) => b.statusNote ?? '', { id: 'note', header: () => t('adminConsultations.columns.note') }),
        column.display({ id: 'change', header: () => t('adminConsultations.columns.change'), cell: (info) => <StatusChange booking={info.row.original} /> }),
      ]),
    [t, i18n.language],
  );
  return <DataGrid columns={columns} data={bookings} rowId={(b) => b.id} caption={t('adminConsultations.title')} rowAttr="data-booking" />;
}
