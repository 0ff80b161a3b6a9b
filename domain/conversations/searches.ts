import type { Decider, DomainEvent } from '../shared/decider.ts';
import { FEATURE_TYPES, type FeatureType } from './conversation.ts';

/**
 * The user's recent searches (spec section 3, "recentSearches"). The market search history event
 * is not in the log yet, so a client records its searches here (POST
 * /api/conversations/searches/recent); once the market search appends its own history event,
 * the recent-searches projection reads that type too (docs/DECISIONS.md, conversations).
 */
export const SEARCH_FEATURES = FEATURE_TYPES;
export const MAX_SEARCH_QUERY_LENGTH = 500;
export const DEFAULT_RECENT_SEARCHES = 10;
export const MAX_RECENT_SEARCHES = 50;

/** A stream per search, as contact messages have: a history never grows one stream without bound. */
export const recentSearchStream = (searchId: string): string => `recentSearch-${searchId}`;

/** `query` is sealed with the user's key at the edge of the log. */
export type SearchRecorded = DomainEvent<'SearchRecorded', { searchId: string; userId: string; query: string; feature: FeatureType | null; searchedAt: string }>;

export type RecordSearch = { type: 'RecordSearch'; data: { searchId: string; userId: string; query: string; feature: FeatureType | null; now: string } };

/** A retried search id records nothing more. */
export const recentSearchDecider: Decider<boolean, RecordSearch, SearchRecorded> = {
  initialState: () => false,
  evolve: () => true,
  decide: ({ data }, recorded) => {
    if (recorded) return [];
    const { now, ...rest } = data;
    return [{ type: 'SearchRecorded', data: { ...rest, query: data.query.trim(), searchedAt: now } }];
  },
};
