import type { ReadStore } from '../../infra/readstore/port.ts';
import { QUOTA_FEATURES, limitOf, type FeatureId, type Limit, type TierId } from '../../domain/subscriptions/tiers.ts';
import { USAGE, type UsageDoc } from '../usage.ts';

/**
 * Monthly usage counters, one document per user and UTC month (`<userId>:<YYYY-MM>`), written by
 * the `usage` projection from the events that use an allowance; a missing document or counter
 * means nothing was used yet. Reports have no allowance (a level instead), so they show unlimited.
 */
export { USAGE };
export const USAGE_PROJECTION = 'usage';
export const usagePeriod = (now: Date): string => now.toISOString().slice(0, 7);
export const usageId = (userId: string, now: Date): string => `${userId}:${usagePeriod(now)}`;

export type UsageView = Partial<Record<FeatureId, { used: number; limit: Limit }>>;
const COUNTED: readonly FeatureId[] = [...QUOTA_FEATURES, 'marketReports'];

export async function monthlyUsage(store: ReadStore, userId: string, tier: TierId, now: Date): Promise<UsageView> {
  const doc = await store.collection<UsageDoc>(USAGE).findOne({ _id: usageId(userId, now) });
  return Object.fromEntries(COUNTED.map((f) => [f, { used: Math.max(0, doc?.counts[f] ?? 0), limit: limitOf(tier, f) }]));
}
