import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client.ts';
import { userSchema } from '@contracts/user.ts';
import { subscriptionSchema } from '@contracts/subscription.ts';
import { queryKeys } from '@/lib/query-keys.ts';

const limit = z.union([z.number(), z.null()]);

const dashboardAnswer = z.looseObject({
  success: z.boolean(),
  user: userSchema,
  subscription: subscriptionSchema,
  businessProfile: z.nullable(
    z.looseObject({ companyName: z.string(), country: z.string(), industry: z.string(), companySize: z.string(), timeline: z.string() }),
  ),
  usagePeriod: z.string(),
  usage: z.record(z.string(), z.object({ used: z.number(), limit })),
  features: z.record(z.string(), z.unknown()),
  nextSteps: z.array(z.object({ id: z.string(), title: z.string(), href: z.string() })),
});
export type Dashboard = z.infer<typeof dashboardAnswer>;

/** GET /api/users/dashboard: subscription, business profile, this month's usage against the tier's limits, next steps. */
export function fetchDashboard(): Promise<Dashboard> {
  return apiRequest('/users/dashboard', { schema: dashboardAnswer, auth: true });
}

export const dashboardQuery = () => queryOptions({ queryKey: queryKeys.dashboard, queryFn: fetchDashboard, staleTime: 30_000 });

export function useDashboard() {
  return useQuery(dashboardQuery());
}
