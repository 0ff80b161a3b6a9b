import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUBSCRIBER_STATUSES, type SubscriberStatusValue } from '@contracts/newsletter.ts';
import { CsvButton } from '@/components/admin/CsvButton.tsx';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { requestErrorMessage } from '@/lib/form-errors.ts';
import { subscribersCsv, useSubscribers, useUnsubscribe } from '../api/admin-newsletter.ts';

const date = (iso: string | null, language?: string) => (iso ? new Date(iso).toLocaleDateString(language) : '—');

/** Subscribers with their status, a CSV of them, and a manual unsubscribe. */
export function SubscribersTable() {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<SubscriberStatusValue | ''>('');
  const subscribers = useSubscribers(status || undefined);
  const unsubscribe = useUnsubscribe();
  const list = subscribers.data?.subscribers ?? [];
  return (
    <section aria-labelledby="subscribers-heading" className="space-y-4">
      <div className="flex flex-wrap items-end gap-4">
        <h2 id="subscribers-heading" className="text-xl font-semibold">
          {t('newsletterAdmin.subscribers.title')}
        </h2>
        <div className="text-sm font-semibold">
          <label htmlFor="subscriber-status">{t('newsletterAdmin.subscribers.filter')}</label>
          <select id="subscriber-status" value={status} onChange={(e) => setStatus(e.target.value as SubscriberStatusValue | '')} className="ms-2 rounded-md border border-slate-400 bg-white px-2 py-1 font-normal">
            <option value="">{t('newsletterAdmin.subscribers.all')}</option>
            {SUBSCRIBER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`newsletterAdmin.status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <CsvButton name="newsletter-subscribers.csv" csv={() => subscribersCsv(status || undefined)} label={t('newsletterAdmin.subscribers.export')} />
      </div>
      {(subscribers.error ?? unsubscribe.error) && <FormAlert tone="error">{requestErrorMessage(subscribers.error ?? unsubscribe.error, t)}</FormAlert>}
      <div className="overflow-x-auto">
        <table className="min-w-full text-start text-sm">
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="p-2 text-start">{t('newsletterAdmin.subscribers.email')}</th>
              <th scope="col" className="p-2 text-start">{t('newsletterAdmin.subscribers.status')}</th>
              <th scope="col" className="p-2 text-start">{t('newsletterAdmin.subscribers.language')}</th>
              <th scope="col" className="p-2 text-start">{t('newsletterAdmin.subscribers.subscribedAt')}</th>
              <th scope="col" className="p-2 text-start">{t('newsletterAdmin.subscribers.confirmedAt')}</th>
              <th scope="col" className="p-2 text-start"><span className="sr-only">{t('newsletterAdmin.subscribers.actions')}</span></th>
            </tr>
          </thead>
          <tbody>
            {list.map((s) => (
              <tr key={s.id} className="border-b border-slate-200">
                <td className="p-2" dir="ltr">{s.email}</td>
                <td className="p-2">{t(`newsletterAdmin.status.${s.status}`)}</td>
                <td className="p-2">{s.language}</td>
                <td className="p-2">{date(s.subscribedAt, i18n.resolvedLanguage)}</td>
                <td className="p-2">{date(s.confirmedAt, i18n.resolvedLanguage)}</td>
                <td className="p-2">
                  {s.status !== 'unsubscribed' && (
                    <button type="button" className="text-red-700 underline" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate(s.id)}>
                      {t('newsletterAdmin.subscribers.unsubscribe')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {subscribers.isSuccess && list.length === 0 && <p className="p-2">{t('newsletterAdmin.subscribers.none')}</p>}
      </div>
    </section>
  );
}
