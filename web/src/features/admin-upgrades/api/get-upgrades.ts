import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { billingPeriodSchema, tierSchema } from '@contracts/subscription.ts';
import { apiRequest } from '@/lib/api-client.ts';

export const upgradeRequestSchema = z.looseObject({
  id: z.string(),
  userId: z.string(),
  tier: tierSchema,
  billingPeriod: billingPeriodSchema,
  promoCode: z.nullable(z.string()),
  payment: z.enum(['stripe', 'manual']),
  source: z.string(),
  requestedAt: z.string(),
  status: z.string(),
  user: z.nullable(z.looseObject({ id: z.string(), email: z.string(), displayName: z.nullable(z.string()) })),
});
export type UpgradeRequest = z.infer<typeof upgradeRequestSchema>;

const listAnswer = z.looseObject({ requests: z.array(upgradeRequestSchema) });
export const upgradesKey = ['admin', 'upgrades'] as const;

/** GET /api/admin/subscriptions/upgrades → the pending requests, oldest first, with who asked. */
export const upgradeRequestsQuery = () =>
  queryOptions({ queryKey: upgradesKey, queryFn: () => apiRequest('/admin/subscriptions/upgrades', { schema: listAnswer, auth: true }) });

export const useUpgradeRequests = () => useQuery(upgradeRequestsQuery());
