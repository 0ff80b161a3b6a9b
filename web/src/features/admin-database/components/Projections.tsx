import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Database } from '@contracts/audit.ts';
import { CsvButton } from '@/components/admin/CsvButton.tsx';
import { DataGrid, gridColumns } from '@/components/admin/DataGrid.tsx';
import { toCsv } from '@/lib/csv.ts';
import { requestErrorMessage } from '@/lib/form-errors.ts';
import { useConsoleAction, type ConsoleAction } from '../api/console-actions.ts';

type Projection = Database['projections'][number];
type Parked = Database['parked'][number];
const projectionColumn = gridColumns<Projection>();
const parkedColumn = gridColumns<Parked>();

const STATUS_TONE: Record<string, string> = {
  live: 'bg-emerald-100 text-emerald-900',
  'catching-up': 'bg-sky-100 text-sky-900',
  rebuilding: 'bg-amber-100 text-amber-900',
  degraded: 'bg-red-100 text-red-900',
};

/** One action button; the outcome (or the error) is announced next to the tables. */
function useAction() {
  const { t } = useTranslation();
  const action = useConsoleAction();
  const [message, setMessage] = useState<string>();
  const run = (what: ConsoleAction) =>
    action.mutate(what, {
      onSuccess: () => setMessage(t(`adminArea.database.done.${what.kind}`)),
      onError: (error) => setMessage(requestErrorMessage(error, t)),
    });
  return { run, busy: action.isPending, message };
}

/** Each projection's position, lag, status and parked count, with rebuild; then the parked events with retry and skip. */
export function Projections({ database }: { database: Database }) {
  const { t, i18n } = useTranslation();
  const { run, busy, message } = useAction();
  const number = new Intl.NumberFormat(i18n.language);
  const d = (key: string) => () => t(`adminArea.database.${key}`);
  const button = 'rounded border border-slate-400 px-2 py-1 text-xs font-semibold disabled:opacity-50';
  const projections = useMemo(
    () =>
      projectionColumn.columns([
        projectionColumn.accessor('name', { header: d('projection'), cell: (info) => <code>{info.getValue()}</code> }),
        projectionColumn.accessor('position', { header: d('position'), cell: (info) => <span className="tabular-nums">{info.getValue() ?? '—'}</span> }),
        projectionColumn.accessor('lag', { header: d('lag'), cell: (info) => <span className="tabular-nums">{number.format(info.getValue())}</span> }),
        projectionColumn.accessor('status', {
          header: d('status'),
          cell: (info) => <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_TONE[info.getValue()] ?? ''}`}>{t(`adminArea.database.statuses.${info.getValue()}`)}</span>,
        }),
        projectionColumn.accessor('parked', { header: d('parked') }),
        projectionColumn.display({
          id: 'rebuild',
          header: d('actions'),
          cell: (info) => (
            <button type="button" className={button} disabled={busy || info.row.original.status === 'rebuilding'} onClick={() => run({ kind: 'rebuild', name: info.row.original.name })}>
              {t('adminArea.database.rebuild')}
            </button>
          ),
        }),
      ]),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `d`, `number` and `run` follow `t`, the language and `busy`
    [t, i18n.language, busy],
  );
  const parked = useMemo(
    () =>
      parkedColumn.columns([
        parkedColumn.accessor('projection', { header: d('projection') }),
        parkedColumn.accessor('position', { header: d('position') }),
        parkedColumn.accessor('type', { header: d('type'), cell: (info) => <code>{info.getValue()}</code> }),
        parkedColumn.accessor('status', { header: d('status') }),
        parkedColumn.display({
          id: 'actions',
          header: d('actions'),
          cell: (info) => (
            <div className="flex gap-1">
              <button type="button" className={button} disabled={busy} onClick={() => run({ kind: 'retry', id: info.row.original._id })}>{t('adminArea.database.retry')}</button>
              <button type="button" className={button} disabled={busy} onClick={() => run({ kind: 'skip', id: info.row.original._id })}>{t('adminArea.database.skip')}</button>
            </div>
          ),
        }),
      ]),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- as above
    [t, i18n.language, busy],
  );
  const parkedCsv = () => toCsv(['id', 'projection', 'position', 'type', 'status'], database.parked.map((p) => [p._id, p.projection, p.position, p.type, p.status]));
  return (
    <div className="space-y-4">
      <p role="status" className="text-sm text-slate-800">{message}</p>
      <section className="space-y-2" aria-labelledby="projections-title">
        <h2 id="projections-title" className="text-xl font-bold">{t('adminArea.database.projections')}</h2>
        <DataGrid columns={projections} data={database.projections} rowId={(p) => p.name} caption={t('adminArea.database.projections')} rowAttr="data-projection" />
      </section>
      <section className="space-y-2" aria-labelledby="parked-title">
        <div className="flex items-center gap-2">
          <h2 id="parked-title" className="text-xl font-bold">{t('adminArea.database.parkedEvents')}</h2>
          <div className="ms-auto"><CsvButton name="bawaba-parked-events.csv" csv={parkedCsv} disabled={database.parked.length === 0} /></div>
        </div>
        {database.parked.length === 0 ? (
          <p className="text-slate-700">{t('adminArea.database.noParked')}</p>
        ) : (
          <DataGrid columns={parked} data={database.parked} rowId={(p) => p._id} caption={t('adminArea.database.parkedEvents')} rowAttr="data-parked" />
        )}
      </section>
    </div>
  );
}
