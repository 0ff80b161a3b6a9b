import { useTranslation } from 'react-i18next';
import { ExpertProfileEditor } from '@/components/expert-profile/ExpertProfileEditor.tsx';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { requestErrorMessage } from '@/lib/form-errors.ts';
import { useAdminExpertProfile, useUpdateExpertProfile } from '../api/expert-profile.ts';

/** An expert's bookable calendar in their record: the same editor as their own page, saved for them. */
export function ExpertProfileSection({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const profile = useAdminExpertProfile(userId, true);
  const save = useUpdateExpertProfile(userId);
  return (
    <section aria-label={t('adminArea.users.expertProfile')} data-testid="expert-profile">
      {profile.isPending && <p>{t('common.loading')}</p>}
      {profile.isError && <FormAlert tone="error">{requestErrorMessage(profile.error, t)}</FormAlert>}
      {profile.data && <ExpertProfileEditor key={profile.data.expert.updatedAt ?? 'new'} profile={profile.data.expert} save={save} />}
    </section>
  );
}
