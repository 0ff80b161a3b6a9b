import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { requestErrorMessage } from '@/lib/form-errors.ts';
import { TIER_IDS, type TierId } from '@contracts/tiers.ts';

/** A refused market request with its next step: sign up after the visitors' limit, the plan with the feature or a larger allowance after a tier's refusal. */
export function MarketErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (error instanceof ApiError && error.status === 429) {
    return (
      <FormAlert tone="error">
        <strong>{t('market.visitorLimit')}</strong>{' '}
        <Link to="/signup" className="font-semibold underline">{t('market.signUpForMore')}</Link>
      </FormAlert>
    );
  }
  if (error instanceof ApiError && (error.code === 'QUOTA_EXCEEDED' || error.code === 'TIER_REQUIRED')) {
    const d = error.details;
    const target = [d.upgradeTo, d.requiredTier].find((x): x is TierId => TIER_IDS.includes(x as TierId)) ?? null;
    // A plan without the feature is refused as QUOTA_EXCEEDED with a limit of 0: that is "not in your plan",
    // not "you have used this month's allowance" (nothing was used).
    const used = error.code === 'QUOTA_EXCEEDED' && d.limit !== 0;
    return (
      <FormAlert tone="error">
        <strong data-testid="plan-limit">{used ? t('market.quotaUsed') : t('market.tierRequired')}</strong>{' '}
        <Link to={target ? `/pricing#plan-${target}` : '/pricing'} className="font-semibold underline">
          {target ? t('market.upgradeTo', { tier: t(`pricing.tiers.${target}.name`) }) : t('market.seePlans')}
        </Link>
      </FormAlert>
    );
  }
  return <FormAlert tone="error">{requestErrorMessage(error, t)}</FormAlert>;
}
