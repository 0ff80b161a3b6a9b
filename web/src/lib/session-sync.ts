import { z } from 'zod/mini';
import { tierSchema } from '@contracts/subscription.ts';
import { apiRequest } from './api-client.ts';
import { meQuery } from './me.ts';
import { queryClient } from './query-client.ts';
import { getSession, updateUser } from './session.ts';

const subscriptionAnswer = z.looseObject({ success: z.boolean(), subscription: z.looseObject({ tier: tierSchema }) });

/**
 * After a restore the user (with its business flag) and the subscription are re-read; the server's
 * values win. The user lands in the me query; the subscription's tier is patched onto it.
 */
export async function syncSessionFromServer(): Promise<void> {
  if (!getSession().isAuthenticated) return;
  const [me, subscription] = await Promise.allSettled([
    queryClient.fetchQuery({ ...meQuery(), staleTime: 0 }),
    apiRequest('/subscriptions/me', { schema: subscriptionAnswer, auth: true }),
  ]);
  if (me.status === 'fulfilled' && subscription.status === 'fulfilled') {
    updateUser({ subscriptionTier: subscription.value.subscription.tier });
  }
}
