import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { emailSchema } from '@contracts/fields.ts';
import { currentPasswordSchema } from '@contracts/password.ts';
import { TextField } from '@/components/forms/Field.tsx';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { failureMessage } from '@/lib/form-errors.ts';
import { fieldProps, useSchemaForm } from '@/lib/forms.ts';
import { routes } from '@contracts/paths.ts';
import { useLogin } from '../api/login.ts';
import { completeSignIn } from './after-sign-in.ts';
import { SubmitButton } from './SubmitButton.tsx';

const loginInput = z.object({ email: emailSchema, password: currentPasswordSchema });

export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin();
  const form = useSchemaForm(loginInput, { email: '', password: '' }, { email: t('forms.invalidEmail') });

  const submit = form.handleSubmit((input) =>
    login.mutate(input, {
      onSuccess: (answer) => {
        // An admin, analyst or editor: the admin login page takes over at the second factor, with this step.
        if ('mfaToken' in answer) return void navigate(routes.adminLogin, { state: { secondFactor: answer } });
        void navigate(completeSignIn(answer.user, answer.tokens), { replace: true });
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {login.isError && <FormAlert tone="error">{failureMessage(login.error, t, 'errorCatalogue.failedLogin')}</FormAlert>}
      <TextField label={t('auth.email')} type="email" autoComplete="email" {...fieldProps(form, 'email')} />
      <TextField label={t('auth.password')} type="password" autoComplete="current-password" {...fieldProps(form, 'password')} />
      <p className="text-sm">
        <Link to={routes.forgotPassword} className="font-semibold text-brand-700 underline">
          {t('auth.forgotLink')}
        </Link>
      </p>
      <SubmitButton pending={login.isPending} pendingLabel={t('auth.signingIn')}>
        {t('auth.signIn')}
      </SubmitButton>
    </form>
  );
}
