import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/forms/Field.tsx';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { Seo } from '@/components/Seo.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { focusFirstInvalid } from '@/lib/focus-invalid.ts';
import { failureMessage } from '@/lib/form-errors.ts';
import { endSession } from '@/lib/session.ts';
import { routes } from '@/app/paths.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { SubmitButton } from '../components/SubmitButton.tsx';

const MIN_PASSWORD = 10;

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (password.length < MIN_PASSWORD) next.password = t('auth.passwordRule', { min: MIN_PASSWORD });
    else if (password !== confirm) next.confirm = t('auth.passwordsDiffer');
    setErrors(next);
    if (Object.keys(next).length > 0) return focusFirstInvalid(event.currentTarget);
    // A reset ends every session on the server; this tab's is over too.
    reset.mutate({ token, password }, { onSuccess: () => endSession() });
  };

  const serverFields = reset.error instanceof ApiError ? reset.error.fields : {};
  let body;
  if (!token) {
    body = <FormAlert tone="error">{t('auth.resetMissingToken')}</FormAlert>;
  } else if (reset.isSuccess) {
    body = <FormAlert tone="success">{reset.data.message}</FormAlert>;
  } else {
    body = (
      <form noValidate onSubmit={submit} className="space-y-5">
        {reset.isError && (
          <FormAlert tone="error">{failureMessage(reset.error, t, 'errorCatalogue.failedPasswordReset')}</FormAlert>
        )}
        <TextField
          label={t('auth.newPassword')}
          type="password"
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password ?? serverFields.password}
        />
        <TextField
          label={t('auth.confirmPassword')}
          type="password"
          name="confirm"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          error={errors.confirm}
        />
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
