import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { PageHeading } from '@/components/PageHeading.tsx';
import { Seo } from '@/components/Seo.tsx';
import { useProviders } from '@/lib/auth-providers.ts';
import { features } from '@/lib/features.ts';
import { failureMessage } from '@/lib/form-errors.ts';
import { useProfile } from '../api/profile.ts';
import { ProfileForm } from '../components/ProfileForm.tsx';
import { PasswordForm } from '../components/PasswordForm.tsx';
import { ConnectionsList } from '../components/ConnectionsList.tsx';
import { LanguageSettings } from '../components/LanguageSettings.tsx';
import { DeleteAccountSection } from '../components/DeleteAccountSection.tsx';
import { providerErrorText } from '@/lib/provider-errors.ts';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={id} className="mb-4 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function SettingsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const profile = useProfile();
  const providers = useProviders();
  const connected = params.get('connected');
  const linkError = params.get('error');

  if (!features.settings) {
    return <FormAlert tone="error">{t('errorCatalogue.settingsUnavailable')}</FormAlert>;
  }

  return (
    <>
      <Seo title={t('accountPages.settings.title')} description={t('accountPages.settings.description')} noindex />
      <PageHeading intro={t('settings.intro')}>{t('settings.title')}</PageHeading>
      <div className="max-w-3xl space-y-8">
        {connected && <FormAlert tone="success">{t('settings.linked', { provider: connected === 'google' ? 'Google' : 'LinkedIn' })}</FormAlert>}
        {linkError && <FormAlert tone="error">{providerErrorText(t, linkError, params.get('provider'), 'providerErrors.linkFailed')}</FormAlert>}
        <Section id="settings-profile" title={t('settings.profile')}>
          {profile.isPending && <p role="status">{t('common.loading')}</p>}
          {profile.isError && <FormAlert tone="error">{failureMessage(profile.error, t, 'errorCatalogue.failedUpdateProfile')}</FormAlert>}
          {profile.data && <ProfileForm key={profile.data.user.id} user={profile.data.user} />}
        </Section>
        <Section id="settings-billing" title={t('settings.billing')}>
          <Link to="/settings/billing" className="font-semibold text-brand-800 underline">{t('settings.billingLink')}</Link>
        </Section>
        <Section id="settings-password" title={t('settings.password')}>
          <PasswordForm />
        </Section>
        <Section id="settings-connections" title={t('settings.connections')}>
          <ConnectionsList available={providers.data ?? {}} />
        </Section>
        <Section id="settings-language" title={t('settings.language')}>
          <LanguageSettings />
        </Section>
        <Section id="settings-delete" title={t('settings.deleteAccount.title')}>
          <DeleteAccountSection />
        </Section>
      </div>
    </>
  );
}
