import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Seo } from '@/components/Seo.tsx';
import { routes } from '@contracts/paths.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { SignupForm } from '../components/SignupForm.tsx';
import { ProviderButtons } from '../components/ProviderButtons.tsx';

export function SignupPage() {
  const { t } = useTranslation();
  return (
    <>
      <Seo title={t('accountPages.signup.title')} description={t('accountPages.signup.description')} />
      <AuthCard title={t('auth.signupTitle')} intro={t('auth.signupIntro')}>
        <SignupForm />
        <ProviderButtons />
        <p className="text-sm text-slate-700">
          {t('auth.haveAccount')}{' '}
          <Link to={routes.login} className="font-semibold text-brand-700 underline">
            {t('auth.signIn')}
          </Link>
        </p>
      </AuthCard>
    </>
  );
}
