import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Seo } from '@/components/Seo.tsx';
import { routes } from '@contracts/paths.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { LoginForm } from '../components/LoginForm.tsx';
import { ProviderButtons } from '../components/ProviderButtons.tsx';

export function LoginPage() {
  const { t } = useTranslation();
  return (
    <>
      <Seo title={t('accountPages.login.title')} description={t('accountPages.login.description')} />
      <AuthCard title={t('auth.loginTitle')} intro={t('auth.loginIntro')}>
        <LoginForm />
        <ProviderButtons />
        <p className="text-sm text-slate-700">
          {t('auth.noAccount')}{' '}
          <Link to={routes.signup} className="font-semibold text-brand-700 underline">
            {t('auth.createAccount')}
          </Link>
        </p>
      </AuthCard>
    </>
  );
}
