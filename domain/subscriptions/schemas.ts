import { z } from 'zod';
import { declareEvent } from '../shared/declareEvent.ts';
import type { SubscriptionChanged } from './subscription.ts';
import { BILLING_PERIODS, TIER_IDS } from './tiers.ts';

const tier = z.enum(TIER_IDS);

export const subscriptionChanged = declareEvent<SubscriptionChanged>()(
  'SubscriptionChanged',
  z.object({
    userId: z.string(),
    tier,
    billingPeriod: z.enum(BILLING_PERIODS).nullable(),
    promoCode: z.string().nullable(),
    startDate: z.string().nullable(),
    previousTier: tier,
    source: z.enum(['user', 'onboarding']),
    changedAt: z.string(),
  }),
);
