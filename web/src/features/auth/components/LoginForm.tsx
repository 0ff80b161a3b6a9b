import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/forms/Field.tsx';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { focusFirstInvalid, looksLikeEmail } from '@/lib/focus-invalid.ts';
import { failureMessage } from '@/lib/form-errors.ts';
import { routes } from '@/app/paths.ts';
import { useLogin } from '../api/login.ts';
import { completeSignIn } from './after-sign-in.ts';
import { SubmitButton } from './SubmitButton.tsx';

export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!looksLikeEmail(email)) next.email = t('forms.invalidEmail');
    if (!password) next.password = t('forms.required');
    setErrors(next);
    if (Object.keys(next).length > 0) return focusFirstInvalid(event.currentTarget);
    login.mutate(
      { email: email.trim(), password },
      { onSuccess: ({ user, tokens }) => void navigate(completeSignIn(user, tokens), { replace: true }) },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {login.isError && <FormAlert tone="error">{failureMessage(login.error, t, 'errorCatalogue.failedLogin')}</FormAlert>}
      <TextField
        label={t('auth.email')}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
      />
      <TextField
        label={t('auth.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
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
