import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client.ts';
import { meQuery } from '@/lib/me.ts';
import { queryClient } from '@/lib/query-client.ts';

export interface ServerChecks {
  /** Spec section 4: asked when local state says the business profile is incomplete. Null when the check failed. */
  businessInfoCompleted(): Promise<boolean | null>;
  /** Tier-routing: whether the server's tier table gives this user the feature. Null when the check failed. */
  featureAllowed(feature: string): Promise<boolean | null>;
}

const accessAnswer = z.looseObject({ allowed: z.boolean() });

/** The current user for the guards: the me query's, fetched once after a reload. False when it could not be read. */
export async function loadCurrentUser(): Promise<boolean> {
  try {
    // No retry: a guard that cannot read the user falls back to the token and the local flag at once.
    await queryClient.ensureQueryData({ ...meQuery(), retry: false });
    return true;
  } catch {
    return false;
  }
}

export const serverChecks: ServerChecks = {
  async businessInfoCompleted() {
    try {
      // A fresh read: the profile may have been completed in another tab or device. The server wins and
      // the me query keeps it, so the next navigation needs no call.
      const { user } = await queryClient.fetchQuery({ ...meQuery(), staleTime: 0 });
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
