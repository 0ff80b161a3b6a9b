import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { emailSchema, nameSchema } from '@contracts/fields.ts';
import { PASSWORD_MIN_LENGTH, newPasswordSchema } from '@contracts/password.ts';
import { TextField } from '@/components/forms/Field.tsx';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { failureMessage, fieldErrors, requestErrorMessage } from '@/lib/form-errors.ts';
import { fieldProps, useSchemaForm } from '@/lib/forms.ts';
import { routes } from '@contracts/paths.ts';
import { useRegister } from '../api/register.ts';
import { completeSignIn } from './after-sign-in.ts';
import { SubmitButton } from './SubmitButton.tsx';
import { ExistingMethods } from './ExistingMethods.tsx';

const signupInput = z.object({ firstName: nameSchema, lastName: nameSchema, email: emailSchema, password: newPasswordSchema });

export function SignupForm() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const register = useRegister();
  const passwordRule = t('auth.passwordRule', { min: PASSWORD_MIN_LENGTH });
  const form = useSchemaForm(
    signupInput,
    { firstName: '', lastName: '', email: '', password: '' },
    { email: t('forms.invalidEmail'), password: passwordRule },
  );
  const serverFields = fieldErrors(register.error, t);
  const field = (name: 'firstName' | 'lastName' | 'email' | 'password') => fieldProps(form, name, serverFields);

  const submit = form.handleSubmit((input) =>
    register.mutate(
      { ...input, language: i18n.resolvedLanguage },
      { onSuccess: ({ user, tokens }) => void navigate(completeSignIn(user, tokens), { replace: true }) },
    ),
  );

  const exists = register.error instanceof ApiError && register.error.code === 'ACCOUNT_EXISTS' ? register.error : null;
  const password = field('password');
  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {exists ? (
        <FormAlert tone="error">
          <p>{requestErrorMessage(exists, t)}</p>
          <ExistingMethods methods={exists.details.existingMethods} />
          <Link to={routes.login} className="font-semibold underline">
            {t('auth.goToSignIn')}
          </Link>
        </FormAlert>
      ) : (
        register.isError && <FormAlert tone="error">{failureMessage(register.error, t, 'errorCatalogue.failedSignup')}</FormAlert>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('auth.firstName')} autoComplete="given-name" maxLength={100} {...field('firstName')} />
        <TextField label={t('auth.lastName')} autoComplete="family-name" maxLength={100} {...field('lastName')} />
      </div>
      <TextField label={t('auth.email')} type="email" autoComplete="email" maxLength={254} {...field('email')} />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        maxLength={256}
        {...password}
        {...(password.error ? {} : { 'aria-describedby': 'password-hint' })}
      />
      <p id="password-hint" className="-mt-3 text-sm text-slate-600">
        {passwordRule}
      </p>
      <SubmitButton pending={register.isPending} pendingLabel={t('auth.creatingAccount')}>
        {t('auth.createAccount')}
      </SubmitButton>
    </form>
  );
}
