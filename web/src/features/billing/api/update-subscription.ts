import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { BillingPeriod, TierId } from '@contracts/tiers.ts';
import { subscriptionSchema } from '@contracts/subscription.ts';
import { userSchema } from '@contracts/user.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { updateTokens, updateUser } from '@/lib/session.ts';
import { billingKey } from './get-billing.ts';

export interface PlanChange {
  plan: TierId;
  billingPeriod?: BillingPeriod;
  /** null or '' removes the code. */
  promoCode?: string | null;
}

const planAnswer = z.looseObject({
  success: z.boolean(),
  subscription: subscriptionSchema,
  price: z.object({ amount: z.nullable(z.number()), currency: z.string(), period: z.nullable(z.string()) }),
  user: userSchema,
  tokens: z.object({ accessToken: z.string() }),
  /** Stripe's checkout page when the requested upgrade is paid there; the browser goes on to it. */
  checkoutUrl: z.optional(z.nullable(z.string())),
});
export type PlanAnswer = z.infer<typeof planAnswer>;

/**
 * PUT /api/users/subscription {plan, billingPeriod, promoCode}. A higher plan is only requested (the answer's
 * subscription keeps the tier in force, with `pendingUpgrade`), a lower one is scheduled for the period's end.
 */
export function updateSubscription(input: PlanChange): Promise<PlanAnswer> {
  return apiRequest('/users/subscription', { method: 'PUT', body: input, schema: planAnswer, auth: true });
}

export function useUpdateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['users', 'subscription'],
    mutationFn: updateSubscription,
    onSuccess: (answer) => {
      updateTokens({ accessToken: answer.tokens.accessToken });
      updateUser(answer.user);
      queryClient.setQueryData(queryKeys.subscription, { success: true, subscription: answer.subscription });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
      void queryClient.invalidateQueries({ queryKey: billingKey });
      if (answer.checkoutUrl) window.location.assign(answer.checkoutUrl);
    },
  });
}
