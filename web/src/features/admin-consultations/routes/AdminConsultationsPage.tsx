import { useId, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOKING_STATUS_VALUES, type Booking, type BookingStatusValue } from '@contracts/bookings.ts';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { Seo } from '@/components/Seo.tsx';
import { AuditTimeline } from '@/components/admin/AuditTimeline.tsx';
import { requestErrorMessage } from '@/lib/form-errors.ts';
import { useAdminBookings, type AdminFilters } from '../api/admin-bookings.ts';
import { useExperts } from '../api/experts.ts';
import { BookingsTable } from '../components/BookingsTable.tsx';
import { download, toCsv } from '@/lib/csv.ts';

const CSV_HEADER = ['id', 'start', 'end', 'duration', 'topic', 'expertId', 'expert', 'userId', 'status', 'lateCancellation', 'statusNote', 'notes', 'createdAt'] as const;

export function bookingsCsv(bookings: readonly Booking[]): string {
  return toCsv(
    CSV_HEADER,
    bookings.map((b) => [b.id, b.start, b.end, b.duration, b.topic, b.expertId, b.expert.displayName, b.userId, b.status, b.lateCancellation, b.statusNote ?? '', b.notes ?? '', b.createdAt]),
  );
}

/** A filter's label, tied to its control by id (a wrapping label would put the chosen option into the name). */
function Filter({ label, children }: { label: string; children: ReactElement<{ id: string }> }) {
  return (
    <div className="text-sm font-semibold">
      <label htmlFor={children.props.id}>{label}</label>
      {children}
    </div>
  );
}

/** A local date input ('YYYY-MM-DD') as the ISO instant the API filters by; `to` takes the whole day. */
const dayStart = (date: string) => (date ? new Date(`${date}T00:00:00`).toISOString() : undefined);
const dayEnd = (date: string) => (date ? new Date(`${date}T23:59:59.999`).toISOString() : undefined);

/** /admin/bookings: the same page, titled for the back office's navigation. */
export function AdminBookingsPage() {
  return <AdminConsultationsPage titleKey="adminArea.bookings.title" />;
}

/**
 * /admin/consultations: every booking, filtered by status, expert and dates; status changes with notes;
 * each booking's audit timeline (notes included), live; CSV export.
 */
export function AdminConsultationsPage({ titleKey = 'adminConsultations.title' }: { titleKey?: string }) {
  const { t, i18n } = useTranslation();
  const [history, setHistory] = useState<Booking>();
  const [status, setStatus] = useState<BookingStatusValue | ''>('');
  const [expertId, setExpertId] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const filters: AdminFilters = { status: status || undefined, expertId: expertId || undefined, from: dayStart(from), to: dayEnd(to) };
  const list = useAdminBookings(filters);
  const experts = useExperts();
  const rows = list.data?.bookings ?? [];
  const input = 'mt-1 block rounded-md border border-slate-400 px-2 py-1';
  const ids = useId();
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <Seo title={t(titleKey)} description={t('adminConsultations.description')} noindex />
      <h1 className="text-3xl font-bold">{t(titleKey)}</h1>
      <div className="flex flex-wrap items-end gap-3 rounded-lg bg-white p-3 shadow">
        <Filter label={t('adminConsultations.filters.status')}>
          <select id={`${ids}-status`} className={input} value={status} onChange={(e) => setStatus(e.target.value as BookingStatusValue | '')}>
            <option value="">{t('adminConsultations.filters.any')}</option>
            {BOOKING_STATUS_VALUES.map((s) => (
              <option key={s} value={s}>
                {t(`adminConsultations.statuses.${s}`)}
              </option>
            ))}
          </select>
        </Filter>
        <Filter label={t('adminConsultations.filters.expert')}>
          <select id={`${ids}-expert`} className={input} value={expertId} onChange={(e) => setExpertId(e.target.value)}>
            <option value="">{t('adminConsultations.filters.any')}</option>
            {experts.data?.map((expert) => (
              <option key={expert.id} value={expert.id}>
                {expert.displayName}
              </option>
            ))}
          </select>
        </Filter>
        <Filter label={t('adminConsultations.filters.from')}>
          <input id={`${ids}-from`} type="date" className={input} value={from} onChange={(e) => setFrom(e.target.value)} />
        </Filter>
        <Filter label={t('adminConsultations.filters.to')}>
          <input id={`${ids}-to`} type="date" className={input} value={to} onChange={(e) => setTo(e.target.value)} />
        </Filter>
        <button type="button" disabled={rows.length === 0} className="ms-auto rounded-md bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-50" onClick={() => download('bawaba-consultations.csv', bookingsCsv(rows))}>
          {t('adminConsultations.export')}
        </button>
      </div>
      {list.isError && <FormAlert tone="error">{requestErrorMessage(list.error, t)}</FormAlert>}
      {list.data && (
        <p className="text-sm text-slate-700">{t('adminConsultations.count', { shown: rows.length, total: list.data.total })}</p>
      )}
      {list.isPending ? <p>{t('common.loading')}</p> : <BookingsTable bookings={rows} onHistory={setHistory} />}
      {history && (
        <div className="space-y-2">
          <div className="flex items-center gap-2">
            <p className="font-semibold">{t('adminArea.bookings.historyOf', { topic: t(`expertConsole.topics.${history.topic}`, { defaultValue: history.topic }), start: new Date(history.start).toLocaleString(i18n.language) })}</p>
            <button type="button" className="ms-auto rounded border border-slate-400 px-2 py-1 text-sm font-semibold" onClick={() => setHistory(undefined)}>
              {t('adminArea.bookings.closeHistory')}
            </button>
          </div>
          <AuditTimeline key={history.id} subject={`booking:${history.id}`} />
        </div>
      )}
    </div>
  );
}
