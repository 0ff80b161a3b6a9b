import { useId, useState, type FormEvent } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LogEvent } from '@contracts/audit.ts';
import { CsvButton } from '@/components/admin/CsvButton.tsx';
import { ReauthDialog } from '@/components/admin/ReauthDialog.tsx';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { toCsv } from '@/lib/csv.ts';
import { requestErrorMessage } from '@/lib/form-errors.ts';
import { adminEventsQuery, type EventFilters } from '../api/get-events.ts';

const FILTERS = ['stream', 'type', 'from', 'to'] as const;
/** A local datetime-local value as the ISO instant the API filters by. */
const iso = (local: string) => (local ? new Date(local).toISOString() : undefined);

export const eventsCsv = (events: readonly LogEvent[]) =>
  toCsv(['position', 'stream', 'revision', 'id', 'type', 'createdAt', 'data', 'metadata'], events.map((e) => [e.position, e.stream, e.revision, e.id, e.type, e.createdAt, JSON.stringify(e.data), JSON.stringify(e.metadata)]));

/** The raw log, filtered by stream, types and dates; personal fields masked until the admin re-authenticates. */
export function EventsBrowser() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const [draft, setDraft] = useState<Record<(typeof FILTERS)[number], string>>({ stream: '', type: '', from: '', to: '' });
  const [filters, setFilters] = useState<EventFilters>({});
  const [asking, setAsking] = useState(false);
  const events = useInfiniteQuery(adminEventsQuery(filters));
  const items = events.data?.pages.flatMap((p) => p.items) ?? [];
  const mode = events.data?.pages[0]?.personalData;
  const e = (key: string) => t(`adminArea.database.events.${key}`);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ stream: draft.stream.trim() || undefined, type: draft.type.trim() || undefined, from: iso(draft.from), to: iso(draft.to) });
  };
  const input = 'mt-1 block rounded-md border border-slate-400 px-2 py-1';
  return (
    <section className="space-y-3" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={`${id}-title`} className="text-xl font-bold">{e('title')}</h2>
        {mode && <span className="rounded bg-slate-200 px-2 py-0.5 text-xs font-semibold" data-testid="personal-data-mode">{e(`modes.${mode}`)}</span>}
        <div className="ms-auto flex gap-2">
          {mode === 'masked' && (
            <button type="button" className="rounded-md border border-slate-400 bg-white px-3 py-2 text-sm font-semibold" onClick={() => setAsking(true)}>{e('reveal')}</button>
          )}
          <CsvButton name="bawaba-events.csv" csv={() => eventsCsv(items)} disabled={items.length === 0} />
        </div>
      </div>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3 rounded-lg bg-white p-3 shadow">
        {FILTERS.map((name) => (
          <div key={name} className="text-sm font-semibold">
            <label htmlFor={`${id}-${name}`}>{e(name)}</label>
            <input
              id={`${id}-${name}`}
              type={name === 'from' || name === 'to' ? 'datetime-local' : 'text'}
              dir={name === 'stream' || name === 'type' ? 'ltr' : undefined}
              className={input}
              value={draft[name]}
              onChange={(ev) => setDraft({ ...draft, [name]: ev.target.value })}
            />
          </div>
        ))}
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">{e('apply')}</button>
      </form>
      {events.isError && <FormAlert tone="error">{requestErrorMessage(events.error, t)}</FormAlert>}
      <ol className="space-y-2">
        {items.map((event) => (
          <li key={event.position} className="rounded-lg bg-white p-3 text-sm shadow" data-testid="log-event">
            <div className="flex flex-wrap gap-x-3">
              <span className="tabular-nums text-slate-600">#{event.position}</span>
              <code className="font-semibold">{event.type}</code>
              <code className="text-slate-700">{event.stream}@{event.revision}</code>
              <time dateTime={event.createdAt} className="ms-auto text-slate-600">{new Date(event.createdAt).toLocaleString(i18n.language)}</time>
            </div>
            {/* Long payloads scroll; keyboard users reach the scroll box too. */}
            <pre dir="ltr" tabIndex={0} aria-label={e('data')} className="mt-1 max-h-48 overflow-auto rounded bg-slate-50 p-2 text-xs">{JSON.stringify(event.data, null, 2)}</pre>
          </li>
        ))}
      </ol>
      {events.isSuccess && items.length === 0 && !events.hasNextPage && <p className="text-slate-700">{e('empty')}</p>}
      {events.hasNextPage && (
        <button type="button" disabled={events.isFetchingNextPage} onClick={() => void events.fetchNextPage()} className="rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm font-semibold">
          {e('more')}
        </button>
      )}
      {asking && (
        <ReauthDialog
          onCancel={() => setAsking(false)}
          onConfirmed={async () => {
            setAsking(false);
            await client.resetQueries({ queryKey: adminEventsQuery(filters).queryKey });
          }}
        />
      )}
    </section>
  );
}
