import { createColumnHelper, flexRender, tableFeatures, useTable, type RowData } from '@tanstack/react-table';

export const gridFeatures = tableFeatures({});
/** Pages build their columns with this helper, so every grid shares one feature set. */
export const gridColumns = <T extends RowData>() => createColumnHelper<typeof gridFeatures, T>();
export type GridColumns<T extends RowData> = ReturnType<ReturnType<typeof gridColumns<T>>['columns']>;

/** A TanStack table of whatever the page fetched (paging and filters are the server's); `rowAttr` marks rows for tests. */
export function DataGrid<T extends RowData>({ columns, data, rowId, caption, rowAttr = 'data-row' }: {
  columns: GridColumns<T>;
  data: readonly T[];
  rowId: (row: T) => string;
  caption: string;
  rowAttr?: string;
}) {
  const table = useTable({ features: gridFeatures, columns, data: data as T[], getRowId: rowId });
  return (
    <div className="overflow-x-auto rounded-lg bg-white shadow">
      <table className="min-w-full text-start text-sm">
        <caption className="sr-only">{caption}</caption>
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
            <tr key={row.id} {...{ [rowAttr]: row.id }} className="border-t border-slate-200 align-top">
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
