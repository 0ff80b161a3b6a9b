import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { PageHeading } from '@/components/PageHeading.tsx';
import { Seo } from '@/components/Seo.tsx';
import { failureMessage } from '@/lib/form-errors.ts';
import { OnboardingForm } from '../components/OnboardingForm.tsx';
import { useBusinessProfile } from '../api/business-profile.ts';
import { useNeedsBusinessInfo } from '../api/needs-business-info.ts';
import { useSendWelcomeEmail } from '../api/send-welcome-email.ts';

/** A test page: runs the onboarding form and the business-profile endpoints against the server and shows their answers. */
export function TestOnboardingPage() {
  const { t, i18n } = useTranslation();
  const needs = useNeedsBusinessInfo();
  const profile = useBusinessProfile();
  const welcome = useSendWelcomeEmail();
  const [submitted, setSubmitted] = useState(0);

  const refresh = () => {
    setSubmitted((count) => count + 1);
    void needs.refetch();
    void profile.refetch();
  };

  return (
    <>
      <Seo title={t('accountPages.testOnboarding.title')} description={t('accountPages.testOnboarding.description')} noindex />
      <PageHeading intro={t('onboarding.testIntro')}>{t('onboarding.testTitle')}</PageHeading>
      <div className="grid gap-10 lg:grid-cols-2">
        {/* min-w-0: a grid item is as wide as its longest line by default, and the JSON would widen the page on a phone. */}
        <div className="min-w-0">
          {submitted > 0 && <FormAlert tone="success">{t('onboarding.testSubmitted', { times: String(submitted) })}</FormAlert>}
          <OnboardingForm onDone={refresh} />
        </div>
        <section aria-labelledby="server-state" className="min-w-0 space-y-4 rounded-2xl bg-slate-50 p-6">
          <h2 id="server-state" className="text-lg font-semibold text-slate-900">
            {t('onboarding.serverState')}
          </h2>
          <dl className="space-y-2 text-sm">
            <dt className="font-semibold text-slate-800">GET /api/business-profile/needs-business-info</dt>
            <dd>
              <pre className="overflow-auto rounded bg-white p-2 text-xs" dir="ltr">
                {needs.isPending ? t('common.loading') : JSON.stringify(needs.data ?? failureMessage(needs.error, t, 'errorCatalogue.failedCompleteOnboarding'), null, 2)}
              </pre>
            </dd>
            <dt className="font-semibold text-slate-800">GET /api/business-profile/business-profile</dt>
            <dd>
              <pre className="overflow-auto rounded bg-white p-2 text-xs" dir="ltr">
                {profile.isPending ? t('common.loading') : JSON.stringify(profile.data ?? failureMessage(profile.error, t, 'errorCatalogue.failedCompleteOnboarding'), null, 2)}
              </pre>
            </dd>
          </dl>
          <button type="button" onClick={() => welcome.mutate(i18n.resolvedLanguage)} disabled={welcome.isPending} className="rounded-md border border-slate-400 bg-white px-4 py-2 text-sm font-semibold hover:bg-slate-100 disabled:opacity-70">
            {t('onboarding.sendWelcome')}
          </button>
          {welcome.isSuccess && <FormAlert tone="success">{welcome.data.message}</FormAlert>}
          {welcome.isError && <FormAlert tone="error">{failureMessage(welcome.error, t, 'errorCatalogue.failedCompleteOnboarding')}</FormAlert>}
        </section>
      </div>
    </>
  );
}
