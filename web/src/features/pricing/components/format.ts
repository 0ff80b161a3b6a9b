import type { TFunction } from 'i18next';
import { CURRENCY, type BillingPeriod, type FeatureValue, type Tier } from '../tiers.ts';

export function formatPrice(tier: Tier, period: BillingPeriod, locale: string, t: TFunction): string {
  const amount = tier.price[period];
  if (amount === null) return t('pricing.custom');
  if (amount === 0) return t('pricing.free');
  return new Intl.NumberFormat(locale, { style: 'currency', currency: CURRENCY, maximumFractionDigits: 0 }).format(
    amount,
  );
}

export function formatFeature(value: FeatureValue, t: TFunction): string {
  if (value === true) return t('pricing.included');
  if (value === false) return t('pricing.notIncluded');
  if (typeof value === 'number') return t('pricing.perMonthCount', { count: value });
  if (value === 'unlimited') return t('pricing.unlimited');
  return t(`pricing.values.${value}`);
}
