import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { requestErrorMessage } from '@/lib/form-errors.ts';
import { useUserAsOf } from '../api/get-as-of.ts';
import { RecordList } from './RecordList.tsx';

/** 'YYYY-MM-DDTHH:mm' in local time, as a datetime-local input holds it. */
const localInput = (iso: string) => {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** The record as it stood at a chosen moment, folded by the server from its events up to then. */
export function AsOf({ userId, at, onAt }: { userId: string; at: string | undefined; onAt: (iso: string) => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(at ? localInput(at) : '');
  const asOf = useUserAsOf(userId, at);
  return (
    <section className="space-y-3 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-bold">{t('adminArea.users.asOf.title')}</h2>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (draft) onAt(new Date(draft).toISOString());
        }}
      >
        <div className="text-sm font-semibold">
          <label htmlFor={`${id}-at`}>{t('adminArea.users.asOf.date')}</label>
          <input id={`${id}-at`} type="datetime-local" step={1} className="mt-1 block rounded-md border border-slate-400 px-2 py-1" value={draft} onChange={(e) => setDraft(e.target.value)} />
        </div>
        <button type="submit" disabled={!draft} className="rounded-md bg-brand-700 px-3 py-1.5 font-semibold text-white disabled:opacity-50">{t('adminArea.users.asOf.show')}</button>
      </form>
      {asOf.isError && <FormAlert tone="error">{requestErrorMessage(asOf.error, t)}</FormAlert>}
      {asOf.data && (
        <>
          <p className="text-sm text-slate-700">{t('adminArea.users.asOf.folded', { events: asOf.data.events, at: new Date(asOf.data.at).toLocaleString(i18n.language) })}</p>
          <RecordList title={t('adminArea.users.asOf.record')} record={asOf.data.record} testId="as-of-record" />
        </>
      )}
    </section>
  );
}
