import { z } from 'zod/mini';
import { BILLING_PERIODS, TIER_IDS } from './tiers.ts';

export const tierSchema = z.enum(TIER_IDS);
export const billingPeriodSchema = z.enum(BILLING_PERIODS);

/** The subscription as GET /api/subscriptions/me and PUT /api/users/subscription answer it; unset values are null. */
export const subscriptionSchema = z.looseObject({
  tier: tierSchema,
  billingPeriod: z.nullable(billingPeriodSchema),
  startDate: z.nullable(z.string()),
  promoCode: z.nullable(z.string()),
  /** Billing state and what waits: absent only in answers from before paid plans. */
  status: z.optional(z.enum(['active', 'past_due', 'cancelling'])),
  paidUntil: z.optional(z.nullable(z.string())),
  pendingUpgrade: z.optional(
    z.nullable(z.looseObject({ requestId: z.string(), tier: tierSchema, billingPeriod: billingPeriodSchema, promoCode: z.nullable(z.string()), payment: z.enum(['stripe', 'manual']), requestedAt: z.string() })),
  ),
  scheduledChange: z.optional(z.nullable(z.object({ tier: tierSchema, effectiveAt: z.string() }))),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
