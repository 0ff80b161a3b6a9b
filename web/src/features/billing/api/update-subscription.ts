import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { BillingPeriod, TierId } from '@contracts/tiers.ts';
import { subscriptionSchema } from '@contracts/subscription.ts';
import { userSchema } from '@contracts/user.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { updateTokens, updateUser } from '@/lib/session.ts';

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
});
export type PlanAnswer = z.infer<typeof planAnswer>;

/** PUT /api/users/subscription {plan, billingPeriod, promoCode}; the answer carries a token with the new tier. */
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
    },
  });
}
