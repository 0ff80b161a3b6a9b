import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/forms/Field.tsx';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { Seo } from '@/components/Seo.tsx';
import { focusFirstInvalid, looksLikeEmail } from '@/lib/focus-invalid.ts';
import { failureMessage } from '@/lib/form-errors.ts';
import { routes } from '@/app/paths.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { SubmitButton } from '../components/SubmitButton.tsx';

export function ForgotPasswordPage() {
  const { t, i18n } = useTranslation();
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!looksLikeEmail(email)) {
      setError(t('forms.invalidEmail'));
      return focusFirstInvalid(event.currentTarget);
    }
    setError(undefined);
    forgot.mutate({ email: email.trim(), language: i18n.resolvedLanguage });
  };

  return (
    <>
      <Seo title={t('accountPages.forgotPassword.title')} description={t('accountPages.forgotPassword.description')} />
      <AuthCard title={t('auth.forgotTitle')} intro={t('auth.forgotIntro')}>
        {forgot.isSuccess ? (
          // The same answer whether or not the account exists; the server's text says so.
          <FormAlert tone="success">{t('auth.forgotSent')}</FormAlert>
        ) : (
          <form noValidate onSubmit={submit} className="space-y-5">
            {forgot.isError && (
              <FormAlert tone="error">{failureMessage(forgot.error, t, 'errorCatalogue.failedPasswordReset')}</FormAlert>
            )}
            <TextField
              label={t('auth.email')}
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={error}
            />
            <SubmitButton pending={forgot.isPending} pendingLabel={t('forms.sending')}>
              {t('auth.sendResetLink')}
            </SubmitButton>
          </form>
        )}
        <p className="text-sm">
          <Link to={routes.login} className="font-semibold text-brand-700 underline">
            {t('auth.backToSignIn')}
          </Link>
        </p>
      </AuthCard>
    </>
  );
}
