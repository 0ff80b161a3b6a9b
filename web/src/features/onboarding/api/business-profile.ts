import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

const profileAnswer = z.looseObject({
  success: z.boolean(),
  profile: z.nullable(
    z.looseObject({
      companyName: z.string(),
      country: z.string(),
      industry: z.string(),
      companySize: z.string(),
      website: z.optional(z.nullable(z.string())),
      goals: z.array(z.string()),
      timeline: z.string(),
      services: z.array(z.string()),
      package: z.optional(z.nullable(z.string())),
    }),
  ),
});
export type BusinessProfileAnswer = z.infer<typeof profileAnswer>;

/** GET /api/business-profile/business-profile: {profile} or {profile: null} before onboarding. */
export function fetchBusinessProfile() {
  return apiRequest('/business-profile/business-profile', { schema: profileAnswer, auth: true });
}

export const businessProfileQuery = () => queryOptions({ queryKey: queryKeys.businessProfile, queryFn: fetchBusinessProfile });

export function useBusinessProfile() {
  return useQuery(businessProfileQuery());
}
