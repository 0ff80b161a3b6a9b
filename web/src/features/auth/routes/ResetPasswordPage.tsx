import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { PASSWORD_MIN_LENGTH, newPasswordSchema } from '@contracts/password.ts';
import { TextField } from '@/components/forms/Field.tsx';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { Seo } from '@/components/Seo.tsx';
import { failureMessage, fieldErrors } from '@/lib/form-errors.ts';
import { fieldProps, useSchemaForm } from '@/lib/forms.ts';
import { endSession } from '@/lib/session.ts';
import { routes } from '@contracts/paths.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { SubmitButton } from '../components/SubmitButton.tsx';

// The mismatch is only worth saying once the password itself is acceptable.
const resetInput = z
  .object({ password: newPasswordSchema, confirm: z.string() })
  .check(z.refine((v) => v.password === v.confirm, { path: ['confirm'], when: (payload) => payload.issues.length === 0 }));

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const form = useSchemaForm(
    resetInput,
    { password: '', confirm: '' },
    { password: t('auth.passwordRule', { min: PASSWORD_MIN_LENGTH }), confirm: t('auth.passwordsDiffer') },
  );
  // A reset ends every session on the server; this tab's is over too.
  const submit = form.handleSubmit(({ password }) => reset.mutate({ token, password }, { onSuccess: () => endSession() }));

  const serverFields = fieldErrors(reset.error, t);
  let body;
  if (!token) {
    body = <FormAlert tone="error">{t('auth.resetMissingToken')}</FormAlert>;
  } else if (reset.isSuccess) {
    body = <FormAlert tone="success">{t('auth.resetDone')}</FormAlert>;
  } else {
    body = (
      <form noValidate onSubmit={submit} className="space-y-5">
        {reset.isError && (
          <FormAlert tone="error">{failureMessage(reset.error, t, 'errorCatalogue.failedPasswordReset')}</FormAlert>
        )}
        <TextField label={t('auth.newPassword')} type="password" autoComplete="new-password" {...fieldProps(form, 'password', serverFields)} />
        <TextField label={t('auth.confirmPassword')} type="password" autoComplete="new-password" {...fieldProps(form, 'confirm')} />
        <SubmitButton pending={reset.isPending} pendingLabel={t('forms.sending')}>
          {t('auth.setPassword')}
        </SubmitButton>
      </form>
    );
  }

  return (
    <>
      <Seo title={t('accountPages.resetPassword.title')} description={t('accountPages.resetPassword.description')} noindex />
      <AuthCard title={t('auth.resetTitle')} intro={t('auth.resetIntro')}>
        {body}
        <p className="text-sm">
          <Link to={routes.login} className="font-semibold text-brand-700 underline">
            {t(reset.isSuccess ? 'auth.signInNow' : 'auth.backToSignIn')}
          </Link>
        </p>
      </AuthCard>
    </>
  );
}
