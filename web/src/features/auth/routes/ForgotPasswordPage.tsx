import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { emailSchema } from '@contracts/fields.ts';
import { TextField } from '@/components/forms/Field.tsx';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { Seo } from '@/components/Seo.tsx';
import { failureMessage } from '@/lib/form-errors.ts';
import { fieldProps, useSchemaForm } from '@/lib/forms.ts';
import { routes } from '@contracts/paths.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { SubmitButton } from '../components/SubmitButton.tsx';

const forgotInput = z.object({ email: emailSchema });

export function ForgotPasswordPage() {
  const { t, i18n } = useTranslation();
  const forgot = useForgotPassword();
  const form = useSchemaForm(forgotInput, { email: '' }, { email: t('forms.invalidEmail') });
  const submit = form.handleSubmit(({ email }) => forgot.mutate({ email, language: i18n.resolvedLanguage }));

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
            <TextField label={t('auth.email')} type="email" autoComplete="email" {...fieldProps(form, 'email')} />
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
