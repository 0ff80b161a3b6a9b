import type { Decider, DomainEvent } from '../shared/decider.ts';
import { DomainError } from '../shared/errors.ts';
import { TIER_IDS, limitOf, tierById, type FeatureId, type TierId } from '../subscriptions/tiers.ts';
import type { Industry } from '../businessProfiles/businessProfile.ts';

/**
 * A signed-in user's market searches of one UTC month, `marketSearches-<userId>-<YYYY-MM>`. The
 * stream is both the allowance (its length is the month's use, checked at append, so two
 * concurrent searches cannot both take the last one) and the user's search history.
 */
export const SEARCH_TYPES = ['market', 'legal', 'partners', 'all'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export type MarketSearched = DomainEvent<
  'MarketSearched',
  { searchId: string; userId: string; month: string; query: string; industry: Industry | null; searchType: SearchType; total: number; at: string }
>;
export type SearchEvent = MarketSearched;

export type SearchState = { ids: string[] };
export type RecordSearch = { type: 'RecordSearch'; data: MarketSearched['data'] & { tier: TierId } };

export const searchesStream = (userId: string, month: string): string => `marketSearches-${userId}-${month}`;

/** The cheapest tier above this one with a larger allowance of the feature; null at the top. */
export function upgradeFor(tier: TierId, feature: FeatureId): TierId | null {
  const here = limitOf(tier, feature);
  const rank = tierById(tier).rank;
  const better = TIER_IDS.map(tierById)
    .filter((t) => t.rank > rank)
    .sort((a, b) => a.rank - b.rank)
    .find((t) => {
      const limit = limitOf(t.id, feature);
      return limit === null || (here !== null && limit > here);
    });
  return better?.id ?? null;
}

export function decide(command: RecordSearch, state: SearchState): SearchEvent[] {
  const { tier, ...data } = command.data;
  if (state.ids.includes(data.searchId)) return [];
  const limit = limitOf(tier, 'marketSearches');
  if (limit !== null && state.ids.length >= limit) {
    throw new DomainError('QUOTA_EXCEEDED', `Your plan includes ${limit} market searches a month, and this month's are used.`, {
      feature: 'marketSearches',
      limit,
      used: state.ids.length,
      upgradeTo: upgradeFor(tier, 'marketSearches'),
    });
  }
  return [{ type: 'MarketSearched', data }];
}

export const searchesDecider: Decider<SearchState, RecordSearch, SearchEvent> = {
  initialState: () => ({ ids: [] }),
  evolve: (state, event) => ({ ids: [...state.ids, event.data.searchId] }),
  decide,
};
