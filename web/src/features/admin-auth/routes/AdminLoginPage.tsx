import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/forms/Field.tsx';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { Seo } from '@/components/Seo.tsx';
import { focusFirstInvalid, looksLikeEmail } from '@/lib/focus-invalid.ts';
import { failureMessage } from '@/lib/form-errors.ts';
import { getSession, signIn, subscribeSession, takeReturnPath } from '@/lib/session.ts';
import { useAdminLogin } from '../api/admin-login.ts';

export function AdminLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useAdminLogin();
  const session = useSyncExternalStore(subscribeSession, getSession, getSession);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!looksLikeEmail(email)) next.email = t('forms.invalidEmail');
    if (!password) next.password = t('forms.required');
    setErrors(next);
    if (Object.keys(next).length > 0) {
      return focusFirstInvalid(event.currentTarget);
    }
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: ({ user, tokens }) => {
          signIn(user, tokens);
          const back = takeReturnPath();
          if (back) void navigate(back, { replace: true });
        },
      },
    );
  };

  const isAdmin = session.user?.role === 'admin';
  return (
    <div className="mx-auto max-w-md">
      <Seo title={t('accountPages.adminLogin.title')} description={t('accountPages.adminLogin.description')} noindex />
      <h1 tabIndex={-1} data-page-heading className="text-2xl font-bold text-slate-900">
        {t('adminAuth.title')}
      </h1>
      <p className="mt-2 text-slate-700">{t('adminAuth.intro')}</p>
      {isAdmin ? (
        <div className="mt-6">
          <FormAlert tone="success">{t('adminAuth.signedIn', { email: session.user?.email })}</FormAlert>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="mt-6 space-y-5">
          {login.isError && <FormAlert tone="error">{failureMessage(login.error, t, 'errorCatalogue.failedLogin')}</FormAlert>}
          <TextField label={t('auth.email')} type="email" name="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
          <TextField label={t('auth.password')} type="password" name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} error={errors.password} />
          <button type="submit" disabled={login.isPending} className="w-full rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70">
            {login.isPending ? t('auth.signingIn') : t('auth.signIn')}
          </button>
        </form>
      )}
    </div>
  );
}
