import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { PASSWORD_MIN_LENGTH, currentPasswordSchema, newPasswordSchema } from '@contracts/password.ts';
import { TextField } from '@/components/forms/Field.tsx';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { failureMessage, fieldErrors } from '@/lib/form-errors.ts';
import { fieldProps, useSchemaForm } from '@/lib/forms.ts';
import { useChangePassword } from '../api/change-password.ts';
import { useReauthenticate } from '../api/reauth.ts';

const changeInput = z.object({ currentPassword: currentPasswordSchema, newPassword: newPasswordSchema });
const reauthInput = z.object({ reauthPassword: currentPasswordSchema });
type ChangeInput = z.infer<typeof changeInput>;

/**
 * Password change with re-authentication: when the server answers 403 reauth_required the user confirms
 * their password, and the change is sent again.
 */
export function PasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const reauth = useReauthenticate();
  const [needsReauth, setNeedsReauth] = useState(false);
  const form = useSchemaForm(changeInput, { currentPassword: '', newPassword: '' }, { newPassword: t('auth.passwordRule', { min: PASSWORD_MIN_LENGTH }) });
  const reauthForm = useSchemaForm(reauthInput, { reauthPassword: '' });

  const send = (input: ChangeInput) =>
    change.mutate(input, {
      onSuccess: () => {
        form.reset();
        setNeedsReauth(false);
      },
      onError: (error) => {
        // The confirmation field takes focus as it appears (autoFocus below). Any other refusal (e.g. a wrong
        // current password) closes it: it was accepted, and left open it reads as asking for it again.
        setNeedsReauth(error instanceof ApiError && error.code === 'reauth_required');
      },
    });

  const submit = form.handleSubmit(send);
  const confirmReauth = reauthForm.handleSubmit(({ reauthPassword }) =>
    reauth.mutate(reauthPassword, {
      onSuccess: () => {
        reauthForm.reset();
        send(form.getValues());
      },
    }),
  );

  const server = fieldErrors(change.error, t);
  const showChangeError = change.isError && !(change.error instanceof ApiError && change.error.code === 'reauth_required');
  return (
    <div className="space-y-5">
      {change.isSuccess && <FormAlert tone="success">{t('settings.passwordChanged')}</FormAlert>}
      {showChangeError && <FormAlert tone="error">{failureMessage(change.error, t, 'errorCatalogue.changePasswordFailed')}</FormAlert>}
      <form noValidate onSubmit={submit} className="space-y-5">
        <TextField label={t('settings.currentPassword')} type="password" autoComplete="current-password" {...fieldProps(form, 'currentPassword', server)} />
        <TextField label={t('auth.newPassword')} type="password" autoComplete="new-password" {...fieldProps(form, 'newPassword', server)} />
        <button type="submit" disabled={change.isPending} className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70">
          {change.isPending ? t('forms.sending') : t('settings.changePassword')}
        </button>
      </form>
      {needsReauth && (
        <form noValidate onSubmit={confirmReauth} className="space-y-4 rounded-md border border-amber-300 bg-amber-50 p-4" aria-labelledby="reauth-heading">
          <h3 id="reauth-heading" className="font-semibold text-slate-900">{t('settings.reauthTitle')}</h3>
          <p className="text-sm text-slate-800">{t('settings.reauthIntro')}</p>
          {reauth.isError && <FormAlert tone="error">{failureMessage(reauth.error, t, 'errorCatalogue.reauthFailed')}</FormAlert>}
          <TextField autoFocus label={t('auth.password')} type="password" autoComplete="current-password" {...fieldProps(reauthForm, 'reauthPassword')} />
          <button type="submit" disabled={reauth.isPending} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-70">
            {reauth.isPending ? t('forms.sending') : t('settings.confirmAndChange')}
          </button>
        </form>
      )}
    </div>
  );
}
