import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { ApiError, apiRequest } from '@/lib/api-client.ts';

const accessAnswer = z.looseObject({ allowed: z.boolean(), limit: z.nullable(z.number()), used: z.optional(z.nullable(z.number())) });

import type { PlanLimit } from '../components/PlanLimitAlert.tsx';
import { queryKeys } from '@/lib/query-keys.ts';

/** What the signed-in user's plan says about booking now (null: nothing stops it); the booking command still decides. */
export type ConsultationAccess = PlanLimit | null;

/**
 * GET /api/subscriptions/access/consultations: 403 TIER_REQUIRED (with requiredTier) when the plan has no
 * consultations, else this month's limit and use. Read before the first step, so nobody goes through
 * four steps to learn the plan does not allow it.
 */
export async function fetchConsultationAccess(): Promise<ConsultationAccess> {
  try {
    const answer = await apiRequest('/subscriptions/access/consultations', { schema: accessAnswer, auth: true });
    const { limit, used } = answer;
    return limit !== null && typeof used === 'number' && used >= limit ? { kind: 'usedUp', used, limit } : null;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'TIER_REQUIRED') {
      const text = (value: unknown) => (typeof value === 'string' ? value : null);
      return { kind: 'notInPlan', currentTier: text(error.details.currentTier), requiredTier: text(error.details.requiredTier) };
    }
    throw error;
  }
}

export const consultationAccessQuery = () =>
  queryOptions({ queryKey: queryKeys.consultationAccess, queryFn: fetchConsultationAccess, staleTime: 0 });

export function useConsultationAccess(signedIn: boolean) {
  return useQuery({ ...consultationAccessQuery(), enabled: signedIn });
}
