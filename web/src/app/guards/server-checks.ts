import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client.ts';
import { userSchema } from '@/lib/auth-answer.ts';
import { updateUser, type SessionUser } from '@/lib/session.ts';

export interface ServerChecks {
  /** Spec section 4: asked when local state says the business profile is incomplete. Null when the check failed. */
  businessInfoCompleted(): Promise<boolean | null>;
  /** Tier-routing: whether the server's tier table gives this user the feature. Null when the check failed. */
  featureAllowed(feature: string): Promise<boolean | null>;
}

const meAnswer = z.looseObject({ success: z.boolean(), user: userSchema });
const accessAnswer = z.looseObject({ allowed: z.boolean() });

export const serverChecks: ServerChecks = {
  async businessInfoCompleted() {
    try {
      const { user } = await apiRequest('/users/me', { schema: meAnswer, auth: true });
      // The server wins: keep local state in step so the next navigation needs no call.
      updateUser(user as SessionUser);
      return user.businessInfoCompleted === true;
    } catch (error) {
      // Spec section 8: a failed business-info check is logged and local state is trusted.
      console.warn('Business-info check failed; using local state', error);
      return null;
    }
  },
  async featureAllowed(feature) {
    try {
      const answer = await apiRequest(`/subscriptions/access/${encodeURIComponent(feature)}`, {
        schema: accessAnswer,
        auth: true,
      });
      return answer.allowed;
    } catch (error) {
      if (error instanceof Error && 'status' in error && error.status === 403) return false;
      return null;
    }
  },
};
