import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReauthDialog } from '@/components/admin/ReauthDialog.tsx';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { Seo } from '@/components/Seo.tsx';
import { download } from '@/lib/csv.ts';
import { requestErrorMessage } from '@/lib/form-errors.ts';
import { fetchAllUsers } from '../api/list-users.ts';
import { usersCsv, usersJson } from '../users-csv.ts';

type Format = 'json' | 'csv';

/**
 * /admin/users-backup: every user as JSON or CSV. Personal data (email, names, provider ids) is
 * left out unless the admin re-authenticates for this export.
 */
export function AdminUsersBackupPage() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [format, setFormat] = useState<Format>('json');
  const [personal, setPersonal] = useState(false);
  const [asking, setAsking] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number }>();
  const [error, setError] = useState<string>();
  const [finished, setFinished] = useState<number>();
  const number = new Intl.NumberFormat(i18n.language);

  const run = async () => {
    setError(undefined);
    setFinished(undefined);
    try {
      const users = await fetchAllUsers({ sort: 'createdAt' }, (done, total) => setProgress({ done, total }));
      const stamp = new Date().toISOString();
      const name = `bawaba-users-${stamp.slice(0, 10)}${personal ? '' : '-anonymous'}`;
      if (format === 'csv') download(`${name}.csv`, usersCsv(users, personal));
      else download(`${name}.json`, usersJson(users, personal, stamp), 'application/json');
      setFinished(users.length);
    } catch (failure) {
      setError(requestErrorMessage(failure, t));
    } finally {
      setProgress(undefined);
    }
  };
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
          if (personal) setAsking(true);
          else void run();
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
        <button type="submit" disabled={Boolean(progress)} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-50">{b('export')}</button>
        <p role="status" className="text-sm text-slate-700">
          {progress
            ? t('adminArea.backup.progress', { done: number.format(progress.done), total: number.format(progress.total) })
            : finished !== undefined && t('adminArea.backup.done', { users: number.format(finished) })}
        </p>
        {error && <FormAlert tone="error">{error}</FormAlert>}
      </form>
      {asking && (
        <ReauthDialog
          onCancel={() => setAsking(false)}
          onConfirmed={() => {
            setAsking(false);
            return run();
          }}
        />
      )}
    </div>
  );
}
