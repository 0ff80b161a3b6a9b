import { z } from 'zod/mini';
import { apiRequest } from './api-client.ts';
import { userSchema } from './auth-answer.ts';
import { getSession, updateUser, type SessionUser } from './session.ts';

const meAnswer = z.looseObject({ success: z.boolean(), user: userSchema });
const subscriptionAnswer = z.looseObject({
  success: z.boolean(),
  subscription: z.looseObject({ tier: z.enum(['free', 'starter', 'professional', 'enterprise']) }),
});

/** After a restore the subscription and the business flag are re-read; the server's values win. */
export async function syncSessionFromServer(): Promise<void> {
  if (!getSession().isAuthenticated) return;
  const [me, subscription] = await Promise.allSettled([
    apiRequest('/users/me', { schema: meAnswer, auth: true }),
    apiRequest('/subscriptions/me', { schema: subscriptionAnswer, auth: true }),
  ]);
  const patch: Partial<SessionUser> = {};
  if (me.status === 'fulfilled') Object.assign(patch, me.value.user);
  if (subscription.status === 'fulfilled') patch.subscriptionTier = subscription.value.subscription.tier;
  if (Object.keys(patch).length > 0) updateUser(patch as SessionUser);
}
