import { z } from 'zod';
import { BILLING_PERIODS, TIER_IDS, isFeature } from '../../domain/subscriptions/tiers.ts';

export const planChange = z.strictObject({
  plan: z.enum(TIER_IDS, { error: `Choose one of: ${TIER_IDS.join(', ')}` }),
  billingPeriod: z.enum(BILLING_PERIODS, { error: `Choose one of: ${BILLING_PERIODS.join(', ')}` }).nullish(),
  // An empty field on a form means "no code".
  promoCode: z
    .string({ error: 'Promo code must be text' })
    .trim()
    .max(40, 'Promo code is too long')
    .nullish()
    .transform((v) => (v === '' ? null : v)),
});

export const featureParam = z.object({
  feature: z.string().refine(isFeature, 'Unknown feature'),
});
