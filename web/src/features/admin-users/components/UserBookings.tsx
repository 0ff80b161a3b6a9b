import { useTranslation } from 'react-i18next';
import { useUserBookings } from '../api/user-bookings.ts';

/** The user's consultations with their status and the latest note; /admin/bookings has the actions and the timelines. */
export function UserBookings({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const bookings = useUserBookings(userId);
  const rows = bookings.data?.bookings ?? [];
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="rounded-lg bg-white p-4 shadow" aria-labelledby="user-bookings">
      <h2 id="user-bookings" className="text-lg font-bold">{t('adminArea.users.bookings')}</h2>
      {bookings.isSuccess && rows.length === 0 && <p className="mt-2 text-slate-700">{t('adminArea.users.none')}</p>}
      {rows.length > 0 && (
        <table className="mt-2 w-full text-start text-sm">
          <caption className="sr-only">{t('adminArea.users.bookings')}</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-1 text-start">{t('adminConsultations.columns.start')}</th>
              <th scope="col" className="py-1 text-start">{t('adminConsultations.columns.topic')}</th>
              <th scope="col" className="py-1 text-start">{t('adminConsultations.columns.expert')}</th>
              <th scope="col" className="py-1 text-start">{t('adminConsultations.columns.status')}</th>
              <th scope="col" className="py-1 text-start">{t('adminConsultations.columns.note')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((b) => (
              <tr key={b.id} className="border-b border-slate-200 align-top" data-booking={b.id}>
                <td className="py-1">{when.format(new Date(b.start))}</td>
                <td className="py-1">{b.topic}</td>
                <td className="py-1">{b.expert.displayName}</td>
                <td className="py-1">{t(`adminConsultations.statuses.${b.status}`)}</td>
                <td className="py-1">{b.statusNote ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
