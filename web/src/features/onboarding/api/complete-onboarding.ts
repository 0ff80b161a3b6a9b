import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client.ts';
import { userSchema } from '@contracts/user.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { setBusinessInfoCompleted, updateTokens, updateUser } from '@/lib/session.ts';
import type { CompanySize, Industry, Package, Timeline } from '../options.ts';

export interface ProfileData {
  companyName: string;
  country: string;
  industry: Industry;
  companySize: CompanySize;
  website?: string;
  goals: string[];
  timeline: Timeline;
  services: string[];
  package?: Package;
}

const onboardingAnswer = z.looseObject({
  success: z.boolean(),
  user: userSchema,
  profile: z.unknown(),
  subscription: z.unknown(),
  tokens: z.object({ accessToken: z.string() }),
});

/** POST /api/business-profile/complete-onboarding {profileData}: sets businessInfoCompleted and the tier. */
export function completeOnboarding(profileData: ProfileData) {
  return apiRequest('/business-profile/complete-onboarding', {
    method: 'POST',
    body: { profileData },
    schema: onboardingAnswer,
    auth: true,
  });
}

export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['business-profile', 'complete-onboarding'],
    mutationFn: completeOnboarding,
    onSuccess: (answer) => {
      // The token carries the tier the package set; the flag is what the guards read.
      updateTokens({ accessToken: answer.tokens.accessToken });
      updateUser(answer.user);
      setBusinessInfoCompleted(true);
      queryClient.setQueryData(queryKeys.businessProfile, { success: true, profile: answer.profile });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
      void queryClient.invalidateQueries({ queryKey: queryKeys.subscription });
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
}
