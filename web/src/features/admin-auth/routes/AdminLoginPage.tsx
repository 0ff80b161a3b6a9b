import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { emailSchema } from '@contracts/fields.ts';
import { currentPasswordSchema } from '@contracts/password.ts';
import { TextField } from '@/components/forms/Field.tsx';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { Seo } from '@/components/Seo.tsx';
import { failureMessage } from '@/lib/form-errors.ts';
import { fieldProps, useSchemaForm } from '@/lib/forms.ts';
import { useMe } from '@/lib/me.ts';
import { HOME_OF_ROLE } from '@/lib/role-change.ts';
import { readReturnPath, signIn, takeReturnPath } from '@/lib/session.ts';
import { passwordStepSchema, useAdminLogin, type PasswordStep, type SecondFactorAnswer } from '../api/admin-login.ts';
import { RecoveryCodes, SecondFactor } from '../components/SecondFactor.tsx';

const adminLoginInput = z.object({ email: emailSchema, password: currentPasswordSchema });

export function AdminLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useAdminLogin();
  const me = useMe();
  const form = useSchemaForm(adminLoginInput, { email: '', password: '' }, { email: t('forms.invalidEmail') });

  const location = useLocation();
  // The regular login page hands over an admin's or analyst's password step here.
  const [step, setStep] = useState<PasswordStep | undefined>(() => {
    const handed = passwordStepSchema.safeParse((location.state as { secondFactor?: unknown } | null)?.secondFactor);
    return handed.success ? handed.data : undefined;
  });
  const [enrolled, setEnrolled] = useState<SecondFactorAnswer>();

  const finish = ({ user, tokens }: SecondFactorAnswer) => {
    setStep(undefined);
    setEnrolled(undefined);
    signIn(user, tokens);
    const back = takeReturnPath();
    if (back) void navigate(back, { replace: true });
  };
  // The recovery codes are shown before the session starts, so leaving the page is the only way past them unsaved.
  const secondFactorDone = (answer: SecondFactorAnswer) => (answer.recoveryCodes ? setEnrolled(answer) : finish(answer));
  const submit = form.handleSubmit((input) => login.mutate(input, { onSuccess: (answer) => setStep(answer) }));

  const user = me.data?.user;
  return (
    <div className="mx-auto max-w-md">
      <Seo title={t('accountPages.adminLogin.title')} description={t('accountPages.adminLogin.description')} noindex />
      <h1 tabIndex={-1} data-page-heading className="text-2xl font-bold text-slate-900">
        {t('adminAuth.title')}
      </h1>
      <p className="mt-2 text-slate-700">{t('adminAuth.intro')}</p>
      {enrolled?.recoveryCodes ? (
        <RecoveryCodes codes={enrolled.recoveryCodes} onDone={() => finish(enrolled)} />
      ) : step ? (
        <SecondFactor step={step} onSignedIn={secondFactorDone} />
      ) : user?.role === 'admin' ? (
        <div className="mt-6 space-y-3">
          <FormAlert tone="success">{t('adminAuth.signedIn', { email: user.email })}</FormAlert>
          <Link to={HOME_OF_ROLE.admin} className="inline-block font-semibold text-brand-700 underline">
            {t('adminAuth.goHome')}
          </Link>
        </div>
      ) : user?.role === 'analyst' || user?.role === 'editor' ? (
        // Sent here by the admin guard from a page of the administrators only: say who they are and where they can go.
        <div className="mt-6 space-y-3">
          <FormAlert tone="success">{t('adminAuth.signedInAs', { email: user.email, role: t(`adminArea.roles.${user.role}`) })}</FormAlert>
          {readReturnPath() && <p>{t('adminAuth.adminsOnly')}</p>}
          <Link to={HOME_OF_ROLE[user.role]} className="inline-block font-semibold text-brand-700 underline">
            {t('adminAuth.goHome')}
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="mt-6 space-y-5">
          {login.isError && <FormAlert tone="error">{failureMessage(login.error, t, 'errorCatalogue.failedLogin')}</FormAlert>}
          <TextField label={t('auth.email')} type="email" autoComplete="username" {...fieldProps(form, 'email')} />
          <TextField label={t('auth.password')} type="password" autoComplete="current-password" {...fieldProps(form, 'password')} />
          <button type="submit" disabled={login.isPending} className="w-full rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70">
            {login.isPending ? t('auth.signingIn') : t('auth.signIn')}
          </button>
        </form>
      )}
    </div>
  );
}
