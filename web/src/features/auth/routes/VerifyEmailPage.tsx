import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { TextField } from '@/components/forms/Field.tsx';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { Seo } from '@/components/Seo.tsx';
import { failureMessage } from '@/lib/form-errors.ts';
import { fieldProps, useSchemaForm } from '@/lib/forms.ts';
import { useMe } from '@/lib/me.ts';
import { getSession, takeReturnPath, updateUser } from '@/lib/session.ts';
import { routes } from '@contracts/paths.ts';
import { landingOf } from '../components/after-sign-in.ts';
import { useVerifyEmailCode } from '../api/verify-email-code.ts';
import { useResendVerificationCode } from '../api/resend-verification-code.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { SubmitButton } from '../components/SubmitButton.tsx';

const codeInput = z.object({ code: z.string().check(z.trim(), z.regex(/^\d{6}$/)) });

export function VerifyEmailPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const me = useMe();
  // Spec: the signed-in user's email, else ?email=.
  const email = me.data?.user.email ?? params.get('email') ?? '';
  const verify = useVerifyEmailCode();
  const resend = useResendVerificationCode();
  const form = useSchemaForm(codeInput, { code: '' }, { code: t('auth.codeRule') });
  const code = fieldProps(form, 'code');

  const submit = form.handleSubmit(({ code: value }) =>
    verify.mutate(
      { email, code: value },
      {
        onSuccess: ({ user }) => {
          if (!getSession().isAuthenticated) return void navigate(routes.login, { replace: true });
          // No user in the answer: the session's token was not this account's (or had expired).
          updateUser(user ?? { emailVerified: true });
          const known = user ?? me.data?.user;
          const next = takeReturnPath() ?? (known ? landingOf(known) : routes.completeProfile);
          void navigate(next, { replace: true });
        },
      },
    ),
  );

  return (
    <>
      <Seo title={t('accountPages.verifyEmail.title')} description={t('accountPages.verifyEmail.description')} noindex />
      <AuthCard title={t('auth.verifyTitle')} intro={email ? t('auth.verifyIntro', { email }) : t('auth.verifyNoEmail')}>
        {verify.isError && <FormAlert tone="error">{failureMessage(verify.error, t, 'errorCatalogue.failedVerifyEmail')}</FormAlert>}
        {resend.isSuccess && <FormAlert tone="success">{t('auth.codeResent')}</FormAlert>}
        {resend.isError && (
          <FormAlert tone="error">{failureMessage(resend.error, t, 'errorCatalogue.failedResendCode')}</FormAlert>
        )}
        <form noValidate onSubmit={submit} className="space-y-5">
          <TextField
            label={t('auth.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            {...code}
            onChange={(event) => {
              // Digits only, as typed or pasted ("123 456" → "123456").
              event.target.value = event.target.value.replace(/\D/g, '');
              return code.onChange(event);
            }}
          />
          <SubmitButton pending={verify.isPending} pendingLabel={t('auth.verifying')}>
            {t('auth.verify')}
          </SubmitButton>
        </form>
        <button
          type="button"
          disabled={!email || resend.isPending}
          onClick={() => resend.mutate({ email, language: i18n.resolvedLanguage })}
          className="font-semibold text-brand-700 underline disabled:opacity-70"
        >
          {resend.isPending ? t('forms.sending') : t('auth.resendCode')}
        </button>
      </AuthCard>
    </>
  );
}
