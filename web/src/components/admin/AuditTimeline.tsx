import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@contracts/audit.ts';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { auditQuery, downloadAuditCsv } from '@/lib/admin-audit.ts';
import { saveFile } from '@/lib/csv.ts';
import { requestErrorMessage } from '@/lib/form-errors.ts';
import { getSession } from '@/lib/session.ts';
import { useReauthGate } from './ReauthDialog.tsx';

/** A value as the timeline shows it: text as is, anything else as JSON, absence as a dash. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function Actor({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  if (entry.actor === 'system') return <>{t('adminArea.audit.system')}</>;
  const role = t(`adminArea.roles.${entry.actor.role}`, { defaultValue: entry.actor.role });
  return <>{`${entry.actor.displayName ?? t('adminArea.audit.unknownActor')} (${role})`}</>;
}

/**
 * The full history of one user or booking (who, what, when, from where, before → after), oldest
 * first, a page at a time, with the server's CSV export. `onPick` lets a page show the record as of an entry.
 */
export function AuditTimeline({ subject, onPick }: { subject: string; onPick?: (at: string) => void }) {
  const { t, i18n } = useTranslation();
  const history = useInfiniteQuery(auditQuery(subject));
  const entries = history.data?.pages.flatMap((page) => page.items) ?? [];
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  const { guard, dialog } = useReauthGate();
  const [exportError, setExportError] = useState<string>();
  const exportCsv = () => {
    setExportError(undefined);
    guard(() => downloadAuditCsv(subject, getSession().token)).then(
      (blob) => blob && saveFile(`bawaba-audit-${subject.replace(':', '-')}.csv`, blob),
      (failure: unknown) => setExportError(requestErrorMessage(failure, t)),
    );
  };
  return (
    <section aria-labelledby={`timeline-${subject}`} className="rounded-lg bg-white p-4 shadow" data-testid="audit-timeline">
      <div className="flex items-center gap-2">
        <h2 id={`timeline-${subject}`} className="text-lg font-bold">{t('adminArea.audit.title')}</h2>
        <button type="button" onClick={exportCsv} className="ms-auto rounded-md border border-slate-400 px-2 py-1 text-sm font-semibold hover:bg-slate-100">
          {t('adminArea.charts.exportCsv')}
        </button>
      </div>
      {dialog}
      {exportError && <FormAlert tone="error">{exportError}</FormAlert>}
      {history.isError && <FormAlert tone="error">{requestErrorMessage(history.error, t)}</FormAlert>}
      {history.isPending && <p>{t('common.loading')}</p>}
      {history.isSuccess && entries.length === 0 && <p className="mt-2 text-slate-700">{t('adminArea.audit.empty')}</p>}
      <ol className="mt-3 space-y-3 border-s-2 border-slate-200 ps-4">
        {entries.map((entry) => (
          <li key={entry.position} data-testid="audit-entry" data-type={entry.type} className="text-sm">
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <time dateTime={entry.at} className="font-semibold tabular-nums">{when.format(new Date(entry.at))}</time>
              <code className="rounded bg-slate-100 px-1">{entry.type}</code>
              <span className="text-slate-700"><Actor entry={entry} /></span>
              {entry.ip && <span className="text-slate-600" dir="ltr">{t('adminArea.audit.ip', { ip: entry.ip })}</span>}
              {onPick && (
                <button type="button" className="text-brand-700 underline" onClick={() => onPick(entry.at)}>
                  {t('adminArea.audit.asOfHere')}
                </button>
              )}
            </div>
            {entry.changes.length > 0 && (
              <table className="mt-1 text-xs">
                <caption className="sr-only">{t('adminArea.audit.changes')}</caption>
                <thead className="sr-only">
                  <tr>
                    <th scope="col">{t('adminArea.audit.field')}</th>
                    <th scope="col">{t('adminArea.audit.before')}</th>
                    <th scope="col">{t('adminArea.audit.after')}</th>
                  </tr>
                </thead>
                <tbody>
                  {entry.changes.map((change) => (
                    <tr key={change.field}>
                      <th scope="row" className="pe-2 text-start font-semibold">{t(`adminArea.fields.${change.field}`, { defaultValue: change.field })}</th>
                      <td className="pe-1 text-slate-600 line-through decoration-slate-400">{shown(change.before)}</td>
                      <td aria-hidden="true" className="pe-1">{i18n.dir() === 'rtl' ? '←' : '→'}</td>
                      <td className="text-slate-900">{shown(change.after)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {entry.notes && <p className="mt-1 rounded bg-amber-50 px-2 py-1" data-testid="audit-notes">{t('adminArea.audit.notes', { notes: entry.notes })}</p>}
          </li>
        ))}
      </ol>
      {history.hasNextPage && (
        <button type="button" disabled={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()} className="mt-3 rounded-md border border-slate-400 px-3 py-1.5 text-sm font-semibold">
          {t('adminArea.audit.more')}
        </button>
      )}
    </section>
  );
}
