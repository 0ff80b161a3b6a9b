import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { requestErrorMessage } from '@/lib/form-errors.ts';
import { PlanLimitAlert, type PlanLimit } from './PlanLimitAlert.tsx';

const action = 'mt-2 inline-block font-semibold text-brand-700 underline';

/**
 * A refused booking with the way forward: another slot when it was taken, the plan that has
 * consultations (or a larger allowance) when the plan stops it, the business profile when it is missing.
 * Other failures show the server's words.
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
  const limit = planLimitOf(error);
  if (limit) return <PlanLimitAlert limit={limit} />;
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

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * The server answers a plan without consultations with QUOTA_EXCEEDED and a limit of 0 (and may answer
 * TIER_REQUIRED): both mean "not in your plan", never "you have used all 0".
 */
function planLimitOf(error: ApiError): PlanLimit | null {
  const d = error.details;
  if (error.code === 'TIER_REQUIRED') return { kind: 'notInPlan', currentTier: text(d.currentTier), requiredTier: text(d.requiredTier) };
  if (error.code !== 'QUOTA_EXCEEDED') return null;
  const limit = typeof d.limit === 'number' ? d.limit : 0;
  if (limit === 0) return { kind: 'notInPlan', requiredTier: text(d.upgradeTo) };
  return { kind: 'usedUp', used: typeof d.used === 'number' ? d.used : limit, limit, upgradeTo: text(d.upgradeTo) };
}
