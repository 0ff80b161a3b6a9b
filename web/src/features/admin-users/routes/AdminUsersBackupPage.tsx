import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { Seo } from '@/components/Seo.tsx';
import type { UsersExportFormat } from '../api/export-users.ts';
import { useUsersExport } from '../components/useUsersExport.tsx';

/**
 * /admin/users-backup: every user as JSON or CSV, built and streamed by the server (GET
 * /api/admin/users/export). Personal data (email, names, provider ids) is left out unless the admin
 * asks for it, and the server then wants a re-authentication within 5 minutes.
 */
export function AdminUsersBackupPage() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [format, setFormat] = useState<UsersExportFormat>('json');
  const [personal, setPersonal] = useState(false);
  const download = useUsersExport();
  const number = new Intl.NumberFormat(i18n.language);
  const b = (key: string) => t(`adminArea.backup.${key}`);
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <Seo title={b('title')} description={b('description')} noindex />
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold">{b('title')}</h1>
      <p className="text-slate-700">{b('intro')}</p>
      <form
        className="space-y-4 rounded-lg bg-white p-4 shadow"
        onSubmit={(event) => {
          event.preventDefault();
          void download.start({ format, personal, filters: { sort: 'createdAt' } });
        }}
      >
        <fieldset>
          <legend className="font-semibold">{b('format')}</legend>
          <div className="mt-1 flex gap-4">
            {(['json', 'csv'] as const).map((f) => (
              <label key={f} className="flex items-center gap-2">
                <input type="radio" name={`${id}-format`} value={f} checked={format === f} onChange={() => setFormat(f)} />
                {b(f)}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="flex items-start gap-2">
          <input type="checkbox" className="mt-1" checked={personal} onChange={(e) => setPersonal(e.target.checked)} />
          <span>
            <span className="font-semibold">{b('personal')}</span>
            <span className="block text-sm text-slate-600">{b('personalNote')}</span>
          </span>
        </label>
        <button type="submit" disabled={download.busy} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-50">{b('export')}</button>
        <p role="status" className="text-sm text-slate-700">
          {download.busy ? t('common.loading') : typeof download.saved === 'number' && t('adminArea.backup.done', { users: number.format(download.saved) })}
        </p>
        {download.error && <FormAlert tone="error">{download.error}</FormAlert>}
      </form>
      {download.dialog}
    </div>
  );
}
