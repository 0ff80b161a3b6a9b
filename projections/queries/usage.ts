import type { Doc, ReadStore } from '../../infra/readstore/port.ts';
import { QUOTA_FEATURES, limitOf, type FeatureId, type Limit, type TierId } from '../../domain/subscriptions/tiers.ts';

/**
 * Monthly usage counters, one document per user and UTC month (`<userId>:<YYYY-MM>`). The
 * features that consume an allowance (market searches, partner matches, consultations) project
 * their events into it; a missing document or counter means nothing was used yet.
 */
export const USAGE = 'usage';
export type UsageDoc = Doc & { counts: Partial<Record<FeatureId, number>> };

export const usagePeriod = (now: Date): string => now.toISOString().slice(0, 7);
export const usageId = (userId: string, now: Date): string => `${userId}:${usagePeriod(now)}`;

export type UsageView = Partial<Record<FeatureId, { used: number; limit: Limit }>>;

export async function monthlyUsage(store: ReadStore, userId: string, tier: TierId, now: Date): Promise<UsageView> {
  const doc = await store.collection<UsageDoc>(USAGE).findOne({ _id: usageId(userId, now) });
  return Object.fromEntries(QUOTA_FEATURES.map((f) => [f, { used: doc?.counts[f] ?? 0, limit: limitOf(tier, f) }]));
}
