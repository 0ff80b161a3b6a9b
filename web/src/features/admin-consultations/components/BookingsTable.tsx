import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createColumnHelper, flexRender, tableFeatures, useTable } from '@tanstack/react-table';
import type { Booking } from '@contracts/bookings.ts';
import { StatusChange } from './StatusChange.tsx';

const features = tableFeatures({});
const column = createColumnHelper<typeof features, Booking>();

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
  const table = useTable({ features, columns, data: bookings, getRowId: (b) => b.id });
  return (
    <div className="overflow-x-auto rounded-lg bg-white shadow">
      <table className="min-w-full text-start text-sm">
        <thead className="bg-slate-50">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className="px-3 py-2 text-start font-semibold">
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} data-booking={row.id} className="border-t border-slate-200 align-top">
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className="px-3 py-2">
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
