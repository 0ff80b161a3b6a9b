import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { subscriptionSchema } from '@contracts/subscription.ts';
import { apiRequest } from '@/lib/api-client.ts';

const entry = z.looseObject({ type: z.string(), at: z.string(), details: z.record(z.string(), z.unknown()) });
const billingAnswer = z.looseObject({
  success: z.boolean(),
  subscription: subscriptionSchema,
  history: z.array(entry),
  payments: z.enum(['stripe', 'manual']),
  portal: z.boolean(),
});
export type BillingAnswer = z.infer<typeof billingAnswer>;
export type BillingEntry = z.infer<typeof entry>;

export const billingKey = ['subscriptions', 'billing'] as const;

/** GET /api/subscriptions/billing → the plan and its state, its history (newest first), the payment path and whether the portal is there. */
export const billingQuery = () =>
  queryOptions({ queryKey: billingKey, queryFn: () => apiRequest('/subscriptions/billing', { schema: billingAnswer, auth: true }), staleTime: 0 });

export const useBilling = () => useQuery(billingQuery());
