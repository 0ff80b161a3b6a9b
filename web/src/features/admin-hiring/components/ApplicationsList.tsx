import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATUS_VALUES, type ApplicationStatusValue, type ApplicationWire } from '@contracts/hiring.ts';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { requestErrorMessage } from '@/lib/form-errors.ts';
import { downloadCv, useAdminApplications, useEraseApplication, useSetApplicationStatus } from '../api/admin-hiring.ts';

function ApplicationCard({ application: a }: { application: ApplicationWire }) {
  const { t, i18n } = useTranslation();
  const setStatus = useSetApplicationStatus();
  const erase = useEraseApplication();
  const [status, setStatusValue] = useState<ApplicationStatusValue>(a.status);
  const [note, setNote] = useState(a.note ?? '');
  const [cvError, setCvError] = useState<unknown>();
  const id = `application-${a.id}`;
  const error = setStatus.error ?? erase.error ?? cvError;
  return (
    <li className="space-y-3 rounded-xl border border-slate-200 p-4" aria-labelledby={`${id}-name`}>
      <div className="flex flex-wrap items-baseline gap-3">
        {/* The applicant's own words keep their own direction (a French note on an Arabic page). */}
        <h3 id={`${id}-name`} className="text-lg font-semibold" dir="auto">
          {a.name}
        </h3>
        <a href={`mailto:${a.email}`} className="text-brand-700 underline" dir="ltr">
          {a.email}
        </a>
        <span className="text-sm text-slate-600">
          {a.positionTitle} · {new Date(a.submittedAt).toLocaleString(i18n.resolvedLanguage)}
        </span>
      </div>
      <p className="text-sm">
        <a href={a.linkedinUrl} target="_blank" rel="noopener noreferrer nofollow" className="text-brand-700 underline" dir="ltr">
          {a.linkedinUrl}
        </a>
      </p>
      <p className="whitespace-pre-line text-slate-700" dir="auto">
        {a.coverNote}
      </p>
      {error !== undefined && error !== null && <FormAlert tone="error">{requestErrorMessage(error, t)}</FormAlert>}
      <div className="flex flex-wrap items-end gap-3">
        {a.cv && (
          <button type="button" className="rounded-md border border-slate-400 px-3 py-2" onClick={() => void downloadCv(a.id, a.cv!.kind, a.name).catch(setCvError)}>
            {t('hiring.admin.downloadCv', { kind: a.cv.kind.toUpperCase() })}
          </button>
        )}
        <div>
          <label htmlFor={`${id}-status`} className="block text-sm font-semibold">
            {t('hiring.admin.status')}
          </label>
          <select id={`${id}-status`} value={status} onChange={(e) => setStatusValue(e.target.value as ApplicationStatusValue)} className="rounded-md border border-slate-400 bg-white px-3 py-2">
            {APPLICATION_STATUS_VALUES.map((s) => (
              <option key={s} value={s}>
                {t(`hiring.admin.statuses.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="grow">
          <label htmlFor={`${id}-note`} className="block text-sm font-semibold">
            {t('hiring.admin.note')}
          </label>
          <input id={`${id}-note`} value={note} maxLength={2000} onChange={(e) => setNote(e.target.value)} className="w-full rounded-md border border-slate-400 px-3 py-2" />
        </div>
        <button type="button" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white" disabled={setStatus.isPending} onClick={() => setStatus.mutate({ id: a.id, status, note })}>
          {t('hiring.admin.saveStatus')}
        </button>
        <button
          type="button"
          className="rounded-md border border-red-700 px-4 py-2 text-red-700"
          disabled={erase.isPending}
          onClick={() => window.confirm(t('hiring.admin.eraseConfirm', { name: a.name })) && erase.mutate(a.id)}
        >
          {t('hiring.admin.erase')}
        </button>
      </div>
    </li>
  );
}

/** Every application not erased, newest first, with its CV, status and notes. */
export function ApplicationsList() {
  const { t } = useTranslation();
  const applications = useAdminApplications();
  const list = applications.data?.applications ?? [];
  return (
    <section aria-labelledby="applications-heading" className="space-y-4">
      <h2 id="applications-heading" className="text-xl font-semibold">
        {t('hiring.admin.applications')}
      </h2>
      {applications.isError && <FormAlert tone="error">{requestErrorMessage(applications.error, t)}</FormAlert>}
      {applications.isSuccess && list.length === 0 && <p>{t('hiring.admin.noApplications')}</p>}
      <ul className="space-y-4">
        {list.map((a) => (
          <ApplicationCard key={a.id} application={a} />
        ))}
      </ul>
    </section>
  );
}
