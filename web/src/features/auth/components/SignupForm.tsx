import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/forms/Field.tsx';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { focusFirstInvalid, looksLikeEmail } from '@/lib/focus-invalid.ts';
import { failureMessage } from '@/lib/form-errors.ts';
import { routes } from '@/app/paths.ts';
import { useRegister } from '../api/register.ts';
import { completeSignIn } from './after-sign-in.ts';
import { SubmitButton } from './SubmitButton.tsx';
import { ExistingMethods } from './ExistingMethods.tsx';

type Draft = { firstName: string; lastName: string; email: string; password: string };
const MIN_PASSWORD = 10;

export function SignupForm() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const register = useRegister();
  const [draft, setDraft] = useState<Draft>({ firstName: '', lastName: '', email: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const serverFields = register.error instanceof ApiError ? register.error.fields : {};
  const field = (name: keyof Draft) => ({
    name,
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
    error: errors[name] ?? serverFields[name],
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!draft.firstName.trim()) next.firstName = t('forms.required');
    if (!draft.lastName.trim()) next.lastName = t('forms.required');
    if (!looksLikeEmail(draft.email)) next.email = t('forms.invalidEmail');
    if (draft.password.length < MIN_PASSWORD) next.password = t('auth.passwordRule', { min: MIN_PASSWORD });
    setErrors(next);
    if (Object.keys(next).length > 0) return focusFirstInvalid(event.currentTarget);
    const input = { ...draft, email: draft.email.trim(), firstName: draft.firstName.trim(), lastName: draft.lastName.trim() };
    register.mutate(
      { ...input, language: i18n.resolvedLanguage },
      { onSuccess: ({ user, tokens }) => void navigate(completeSignIn(user, tokens), { replace: true }) },
    );
  };

  const exists = register.error instanceof ApiError && register.error.code === 'ACCOUNT_EXISTS' ? register.error : null;
  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {exists ? (
        <FormAlert tone="error">
          <p>{exists.message}</p>
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
        {...field('password')}
        {...(errors.password || serverFields.password ? {} : { 'aria-describedby': 'password-hint' })}
      />
      <p id="password-hint" className="-mt-3 text-sm text-slate-600">
        {t('auth.passwordRule', { min: MIN_PASSWORD })}
      </p>
      <SubmitButton pending={register.isPending} pendingLabel={t('auth.creatingAccount')}>
        {t('auth.createAccount')}
      </SubmitButton>
    </form>
  );
}
