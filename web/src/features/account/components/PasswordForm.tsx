import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/forms/Field.tsx';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { focusFirstInvalid } from '@/lib/focus-invalid.ts';
import { failureMessage } from '@/lib/form-errors.ts';
import { useChangePassword } from '../api/change-password.ts';
import { useReauthenticate } from '../api/reauth.ts';

const MIN_PASSWORD = 10;

/**
 * Password change with re-authentication: when the server answers 403 reauth_required the user confirms
 * their password, and the change is sent again.
 */
export function PasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const reauth = useReauthenticate();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [needsReauth, setNeedsReauth] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const send = () =>
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          setNeedsReauth(false);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'reauth_required') {
            // The confirmation field takes focus as it appears (autoFocus below).
            setNeedsReauth(true);
          }
        },
      },
    );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!current) found.current = t('forms.required');
    if (next.length < MIN_PASSWORD) found.next = t('auth.passwordRule', { min: MIN_PASSWORD });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      return focusFirstInvalid(event.currentTarget);
    }
    send();
  };

  const confirmReauth = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!confirmPassword) return setErrors({ reauth: t('forms.required') });
    setErrors({});
    reauth.mutate(confirmPassword, { onSuccess: () => { setConfirmPassword(''); send(); } });
  };

  const server = change.error instanceof ApiError ? change.error.fields : {};
  const showChangeError = change.isError && !(change.error instanceof ApiError && change.error.code === 'reauth_required');
  return (
    <div className="space-y-5">
      {change.isSuccess && <FormAlert tone="success">{change.data.message}</FormAlert>}
      {showChangeError && <FormAlert tone="error">{failureMessage(change.error, t, 'errorCatalogue.changePasswordFailed')}</FormAlert>}
      <form noValidate onSubmit={submit} className="space-y-5">
        <TextField label={t('settings.currentPassword')} type="password" name="currentPassword" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} error={errors.current ?? server.currentPassword} />
        <TextField label={t('auth.newPassword')} type="password" name="newPassword" autoComplete="new-password" value={next} onChange={(e) => setNext(e.target.value)} error={errors.next ?? server.newPassword} />
        <button type="submit" disabled={change.isPending} className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70">
          {change.isPending ? t('forms.sending') : t('settings.changePassword')}
        </button>
      </form>
      {needsReauth && (
        <form noValidate onSubmit={confirmReauth} className="space-y-4 rounded-md border border-amber-300 bg-amber-50 p-4" aria-labelledby="reauth-heading">
          <h3 id="reauth-heading" className="font-semibold text-slate-900">{t('settings.reauthTitle')}</h3>
          <p className="text-sm text-slate-800">{t('settings.reauthIntro')}</p>
          {reauth.isError && <FormAlert tone="error">{failureMessage(reauth.error, t, 'errorCatalogue.reauthFailed')}</FormAlert>}
          <TextField autoFocus label={t('auth.password')} type="password" name="reauthPassword" autoComplete="current-password" value={confirmPassword} onChange={(e) => setConfirmPassword(e.target.value)} error={errors.reauth} />
          <button type="submit" disabled={reauth.isPending} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-70">
            {reauth.isPending ? t('forms.sending') : t('settings.confirmAndChange')}
          </button>
        </form>
      )}
    </div>
  );
}
