import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { subscriptionSchema } from '@contracts/subscription.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

const subscriptionAnswer = z.looseObject({ success: z.boolean(), subscription: subscriptionSchema });
export type SubscriptionAnswer = z.infer<typeof subscriptionAnswer>;

/** GET /api/subscriptions/me → {success, subscription: {tier, billingPeriod, startDate, promoCode}}, unset values null. */
export function fetchSubscription(): Promise<SubscriptionAnswer> {
  return apiRequest('/subscriptions/me', { schema: subscriptionAnswer, auth: true });
}

export const subscriptionQuery = () => queryOptions({ queryKey: queryKeys.subscription, queryFn: fetchSubscription, staleTime: 0 });

export function useSubscription() {
  return useQuery(subscriptionQuery());
}
