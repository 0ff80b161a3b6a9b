import { z } from 'zod';
import { declareEvent } from '../shared/declareEvent.ts';
import type {
  DowngradeScheduled,
  PaymentFailed,
  PaymentSucceeded,
  SubscriptionCancelled,
  SubscriptionChanged,
  UpgradeApproved,
  UpgradeRejected,
  UpgradeRequested,
} from './subscription.ts';
import { BILLING_PERIODS, TIER_IDS } from './tiers.ts';

const tier = z.enum(TIER_IDS);
const period = z.enum(BILLING_PERIODS);

export const subscriptionChanged = declareEvent<SubscriptionChanged>()(
  'SubscriptionChanged',
  z.object({
    userId: z.string(),
    tier,
    billingPeriod: period.nullable(),
    promoCode: z.string().nullable(),
    startDate: z.string().nullable(),
    previousTier: tier,
    source: z.enum(['user', 'onboarding', 'admin', 'system']),
    changedAt: z.string(),
    paidUntil: z.string().nullable().optional(),
  }),
);

export const upgradeRequested = declareEvent<UpgradeRequested>()(
  'UpgradeRequested',
  z.object({
    userId: z.string(),
    requestId: z.string(),
    tier,
    billingPeriod: period,
    promoCode: z.string().nullable(),
    source: z.enum(['user', 'onboarding']),
    payment: z.enum(['stripe', 'manual']),
    requestedAt: z.string(),
  }),
);

export const upgradeApproved = declareEvent<UpgradeApproved>()(
  'UpgradeApproved',
  z.object({ userId: z.string(), requestId: z.string(), approvedBy: z.string(), at: z.string() }),
);

export const upgradeRejected = declareEvent<UpgradeRejected>()(
  'UpgradeRejected',
  z.object({ userId: z.string(), requestId: z.string(), rejectedBy: z.string(), reason: z.string().nullable(), at: z.string() }),
);

export const downgradeScheduled = declareEvent<DowngradeScheduled>()(
  'DowngradeScheduled',
  z.object({ userId: z.string(), tier, effectiveAt: z.string(), at: z.string() }),
);

export const paymentSucceeded = declareEvent<PaymentSucceeded>()(
  'PaymentSucceeded',
  z.object({
    userId: z.string(),
    eventId: z.string(),
    tier,
    billingPeriod: period,
    amount: z.number(),
    currency: z.string(),
    paidUntil: z.string(),
    customerId: z.string().nullable(),
    subscriptionId: z.string().nullable(),
    at: z.string(),
  }),
);

export const paymentFailed = declareEvent<PaymentFailed>()(
  'PaymentFailed',
  z.object({ userId: z.string(), eventId: z.string(), amount: z.number(), currency: z.string(), at: z.string() }),
);

export const subscriptionCancelled = declareEvent<SubscriptionCancelled>()(
  'SubscriptionCancelled',
  z.object({ userId: z.string(), eventId: z.string(), at: z.string() }),
);
