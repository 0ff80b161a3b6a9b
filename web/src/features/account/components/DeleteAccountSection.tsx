import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/forms/Field.tsx';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { failureMessage } from '@/lib/form-errors.ts';
import { focusFirstInvalid } from '@/lib/focus-invalid.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { useConnections } from '../api/oauth-connections.ts';

/**
 * "Delete my account": an irreversible erasure, so it says so, asks for the password (or, for an
 * account without one, a fresh sign-in) and an explicit acknowledgement, then signs out and goes home.
 */
export function DeleteAccountSection() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const connections = useConnections();
  const remove = useDeleteAccount();
  const ackId = useId();
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const hasPassword = connections.data?.hasPassword ?? true;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (hasPassword && !password) found.password = t('forms.required');
    if (!understood) found.understood = t('settings.deleteAccount.mustUnderstand');
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstInvalid(event.currentTarget);
    remove.mutate(hasPassword ? { password } : {}, { onSuccess: () => void navigate('/', { replace: true }) });
  };

  return (
    <div className="space-y-4">
      <FormAlert tone="error">{t('settings.deleteAccount.warning')}</FormAlert>
      {!hasPassword && <p className="text-sm text-slate-800">{t('settings.deleteAccount.noPassword')}</p>}
      {remove.isError && <FormAlert tone="error">{failureMessage(remove.error, t, 'settings.deleteAccount.failed')}</FormAlert>}
      <form noValidate onSubmit={submit} className="space-y-4">
        {hasPassword && (
          <TextField label={t('settings.deleteAccount.passwordLabel')} type="password" name="deletePassword" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} error={errors.password} />
        )}
        <div>
          <label htmlFor={ackId} className="flex items-start gap-2 text-sm text-slate-800">
            <input
              id={ackId}
              type="checkbox"
              name="understood"
              checked={understood}
              onChange={(e) => setUnderstood(e.target.checked)}
              aria-invalid={errors.understood ? true : undefined}
              aria-describedby={errors.understood ? `${ackId}-error` : undefined}
              className="mt-1"
            />
            {t('settings.deleteAccount.understand')}
          </label>
          {errors.understood && (
            <p id={`${ackId}-error`} className="mt-1 text-sm text-red-700">
              {errors.understood}
            </p>
          )}
        </div>
        <button type="submit" disabled={remove.isPending} className="rounded-md bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 disabled:opacity-70">
          {remove.isPending ? t('settings.deleteAccount.deleting') : t('settings.deleteAccount.submit')}
        </button>
      </form>
    </div>
  );
}
