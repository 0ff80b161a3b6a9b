import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/PageHeading.tsx';
import { Seo } from '@/components/Seo.tsx';
import { takeReturnPath } from '@/lib/session.ts';
import { routes } from '@contracts/paths.ts';
import { OnboardingForm } from '../components/OnboardingForm.tsx';
import { sendWelcomeEmail } from '../api/send-welcome-email.ts';

export function CompleteProfilePage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const done = () => {
    // The welcome mail is a courtesy; its failure must not hold the user back.
    sendWelcomeEmail(i18n.resolvedLanguage).catch(() => undefined);
    const back = takeReturnPath();
    void navigate(back && back !== routes.completeProfile ? back : routes.dashboard, { replace: true });
  };
  return (
    <>
      <Seo title={t('accountPages.completeProfile.title')} description={t('accountPages.completeProfile.description')} noindex />
      <PageHeading intro={t('onboarding.intro')}>{t('onboarding.title')}</PageHeading>
      <div className="max-w-3xl">
        <OnboardingForm onDone={done} />
      </div>
    </>
  );
}
