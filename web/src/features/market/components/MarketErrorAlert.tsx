import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { requestErrorMessage } from '@/lib/form-errors.ts';

/** A refused market request with its next step: sign up after the visitors' limit, upgrade after a tier's quota. */
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
    // The plan that has it: TIER_REQUIRED names it `requiredTier`, QUOTA_EXCEEDED `upgradeTo` (null at the top).
    const named = error.details.requiredTier ?? error.details.upgradeTo;
    const upgradeTo = typeof named === 'string' ? t(`pricing.tiers.${named}.name`) : null;
    return (
      <FormAlert tone="error">
        <strong>{error.code === 'QUOTA_EXCEEDED' ? t('market.quotaUsed') : t('market.tierRequired')}</strong>{' '}
        <Link to={upgradeTo ? `/settings/billing?plan=${String(named)}` : '/pricing'} className="font-semibold underline">
          {upgradeTo ? t('market.upgradeTo', { tier: upgradeTo }) : t('market.seePlans')}
        </Link>
      </FormAlert>
    );
  }
  return <FormAlert tone="error">{requestErrorMessage(error, t)}</FormAlert>;
}
