import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { Seo } from '@/components/Seo.tsx';
import { requestErrorMessage } from '@/lib/form-errors.ts';
import { useAdminDatabase } from '../api/get-database.ts';
import { EventsBrowser } from '../components/EventsBrowser.tsx';
import { Projections } from '../components/Projections.tsx';

/** /admin/database: the event store console (log size, projections with rebuild, parked events with retry and skip, mail outbox, raw log). */
export function AdminDatabasePage() {
  const { t, i18n } = useTranslation();
  const database = useAdminDatabase();
  const data = database.data;
  const number = new Intl.NumberFormat(i18n.language);
  const bytes = new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
  const d = (key: string) => t(`adminArea.database.${key}`);
  const figure = (value: number | null | undefined, format = (n: number) => number.format(n)) => (value === null || value === undefined ? '—' : format(value));
  const summary = data
    ? [
        ['kind', d(`kinds.${data.eventStore.kind}`)],
        ['events', figure(data.eventStore.events)],
        ['streams', figure(data.eventStore.streams)],
        ['logSize', figure(data.eventStore.logSize, (n) => bytes.format(n / 1_000_000))],
        ['head', data.eventStore.head ?? '—'],
        ['outbox', `${figure(data.mailOutbox.lag)} · ${data.mailOutbox.position ?? '—'}`],
      ]
    : [];
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <Seo title={d('title')} description={d('description')} noindex />
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold">{d('title')}</h1>
      {database.isError && <FormAlert tone="error">{requestErrorMessage(database.error, t)}</FormAlert>}
      {database.isPending && <p>{t('common.loading')}</p>}
      {data && (
        <>
          <dl className="grid gap-4 sm:grid-cols-3 xl:grid-cols-6">
            {summary.map(([key, value]) => (
              <div key={key} className="rounded-lg bg-white p-4 shadow" data-testid={`db-${key}`}>
                <dt className="text-sm text-slate-600">{d(`summary.${key}`)}</dt>
                <dd className="mt-1 text-xl font-bold tabular-nums wrap-anywhere">{value}</dd>
              </div>
            ))}
          </dl>
          <Projections database={data} />
        </>
      )}
      <EventsBrowser />
    </div>
  );
}
