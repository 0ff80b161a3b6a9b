import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { TIER_IDS, type TierId } from '@contracts/tiers.ts';

const action = 'mt-2 inline-block font-semibold text-brand-700 underline';
const tierName = (t: (key: string) => string, tier: string | null | undefined) => (tier && TIER_IDS.includes(tier as TierId) ? t(`pricing.tiers.${tier}.name`) : null);

/**
 * Why the plan stops a booking, with the way on: "not in your plan" and a link to the plan that has
 * consultations, or this month's allowance used and a link to a larger one. Said before the first step
 * (from the access query) and again when the server refuses (TIER_REQUIRED, QUOTA_EXCEEDED).
 */
export type PlanLimit =
  | { kind: 'notInPlan'; currentTier?: string | null; requiredTier: string | null }
  | { kind: 'usedUp'; used: number; limit: number; upgradeTo?: string | null };

export function PlanLimitAlert({ limit }: { limit: PlanLimit }) {
  const { t } = useTranslation();
  if (limit.kind === 'notInPlan') {
    const required = tierName(t, limit.requiredTier);
    const current = tierName(t, limit.currentTier);
    return (
      <FormAlert tone="error">
        <p className="font-semibold" data-testid="plan-limit">
          {current ? t('consultations.allowance.notInYourPlan', { plan: current }) : t('consultations.allowance.notInPlan')}
        </p>
        {required && <p>{t('consultations.allowance.includedIn', { plan: required })}</p>}
        <Link to={required ? `/pricing#plan-${limit.requiredTier}` : '/pricing'} className={action}>
          {required ? t('consultations.allowance.seePlan', { plan: required }) : t('consultations.errors.upgrade')}
        </Link>
      </FormAlert>
    );
  }
  const upgrade = tierName(t, limit.upgradeTo);
  return (
    <FormAlert tone="error">
      <p data-testid="plan-limit">{t('consultations.errors.quota', { used: limit.used, limit: limit.limit })}</p>
      <Link to={upgrade ? `/pricing#plan-${limit.upgradeTo}` : '/pricing'} className={action}>
        {upgrade ? t('consultations.allowance.seePlan', { plan: upgrade }) : t('consultations.errors.upgrade')}
      </Link>
    </FormAlert>
  );
}
