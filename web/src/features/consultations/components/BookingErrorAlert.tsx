import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { requestErrorMessage } from '@/lib/form-errors.ts';

const action = 'mt-2 inline-block font-semibold text-brand-700 underline';

/**
 * A refused booking with the way forward: another slot when it was taken, the plans when the month's
 * allowance is used, the business profile when it is missing. Other failures show the server's words.
 */
export function BookingErrorAlert({ error, onPickAnother }: { error: unknown; onPickAnother?: () => void }) {
  const { t } = useTranslation();
  if (!(error instanceof ApiError)) return <FormAlert tone="error">{requestErrorMessage(error, t)}</FormAlert>;
  if (error.code === 'SLOT_TAKEN' || error.code === 'SLOT_UNAVAILABLE') {
    return (
      <FormAlert tone="error">
        <p>{t('consultations.errors.slotTaken')}</p>
        {onPickAnother && (
          <button type="button" className={action} onClick={onPickAnother}>
            {t('consultations.errors.pickAnother')}
          </button>
        )}
      </FormAlert>
    );
  }
  if (error.code === 'QUOTA_EXCEEDED') {
    const { used, limit } = error.details as { used?: number; limit?: number };
    return (
      <FormAlert tone="error">
        <p>{t('consultations.errors.quota', { used: used ?? 0, limit: limit ?? 0 })}</p>
        <Link to="/pricing" className={action}>
          {t('consultations.errors.upgrade')}
        </Link>
      </FormAlert>
    );
  }
  if (error.code === 'ONBOARDING_REQUIRED') {
    return (
      <FormAlert tone="error">
        <p>{t('consultations.errors.onboarding')}</p>
        <Link to="/complete-profile" className={action}>
          {t('consultations.errors.completeProfile')}
        </Link>
      </FormAlert>
    );
  }
  return <FormAlert tone="error">{requestErrorMessage(error, t)}</FormAlert>;
}
