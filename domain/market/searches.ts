import type { Decider, DomainEvent } from '../shared/decider.ts';
import type { TierId } from '../subscriptions/tiers.ts';
import { demandAccess } from '../subscriptions/policy.ts';
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
  {
    searchId: string;
    userId: string;
    month: string;
    query: string;
    industry: Industry | null;
    searchType: SearchType;
    total: number;
    at: string;
    /** Absent for the search box; 'assistant' for a question to the assistant's market feature (same allowance). */
    via?: 'assistant';
  }
>;
export type SearchEvent = MarketSearched;

export type SearchState = { ids: string[] };
export type RecordSearch = { type: 'RecordSearch'; data: MarketSearched['data'] & { tier: TierId } };

export const searchesStream = (userId: string, month: string): string => `marketSearches-${userId}-${month}`;

export function decide(command: RecordSearch, state: SearchState): SearchEvent[] {
  const { tier, ...data } = command.data;
  if (state.ids.includes(data.searchId)) return [];
  demandAccess(tier, data.via === 'assistant' ? 'assistantMarket' : 'marketSearch', { used: state.ids.length, month: data.month });
  return [{ type: 'MarketSearched', data }];
}

export const searchesDecider: Decider<SearchState, RecordSearch, SearchEvent> = {
  initialState: () => ({ ids: [] }),
  evolve: (state, event) => ({ ids: [...state.ids, event.data.searchId] }),
  decide,
};
