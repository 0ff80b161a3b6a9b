import { useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/PageHeading.tsx';
import { Seo } from '@/components/Seo.tsx';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { requestErrorMessage } from '@/lib/form-errors.ts';
import { getSession, subscribeSession } from '@/lib/session.ts';
import { ExpertProfileEditor } from '@/components/expert-profile/ExpertProfileEditor.tsx';
import { useMyExpertProfile, useUpdateMyExpertProfile } from '../api/my-profile.ts';
import { useExpertSessions } from '../api/sessions.ts';
import { SessionLists } from '../components/SessionLists.tsx';

/** /manage_consultations: experts edit their availability and run their sessions; admins see every session. */
export function ManageConsultationsPage() {
  const { t } = useTranslation();
  const session = useSyncExternalStore(subscribeSession, getSession, getSession);
  const role = session.user?.role ?? 'user';
  const allowed = role === 'expert' || role === 'admin';
  // From midnight today, fixed for the page's life so the cache key stays put.
  const from = useMemo(() => {
    const now = new Date();
    return new Date(now.getFullYear(), now.getMonth(), now.getDate()).toISOString();
  }, []);
  const profile = useMyExpertProfile(role === 'expert');
  const sessions = useExpertSessions(from, allowed);
  const save = useUpdateMyExpertProfile();

  const seo = <Seo title={t('expertConsole.title')} description={t('expertConsole.description')} noindex />;
  if (!allowed) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-12">
        {seo}
        <h1 className="text-3xl font-bold">403</h1>
        <p className="mt-2 text-lg" role="alert">
          {t('expertConsole.forbidden')}
        </p>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-8">
      {seo}
      <PageHeading>{t('expertConsole.title')}</PageHeading>
      <div className="grid gap-8 lg:grid-cols-2">
        <div>
          {sessions.isPending && <p>{t('common.loading')}</p>}
          {sessions.isError && <FormAlert tone="error">{requestErrorMessage(sessions.error, t)}</FormAlert>}
          {sessions.data && <SessionLists bookings={sessions.data.bookings} timeZone={profile.data?.expert.timeZone} />}
        </div>
        {role === 'expert' && (
          <div>
            {profile.isError && <FormAlert tone="error">{requestErrorMessage(profile.error, t)}</FormAlert>}
            {profile.data && <ExpertProfileEditor key={profile.data.expert.id} profile={profile.data.expert} save={save} />}
          </div>
        )}
      </div>
    </div>
  );
}
