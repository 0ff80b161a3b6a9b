import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OfflineConversations } from '@/lib/offline-conversations.ts';

export const recentSearchesKey = ['conversations', 'searches', 'recent'] as const;

/** GET /api/conversations/searches/recent?limit=10 (3 s); offline, the 10 kept on this device. */
export const recentSearchesQuery = (store: OfflineConversations) =>
  queryOptions({ networkMode: 'always', queryKey: recentSearchesKey, queryFn: () => store.refreshRecent(), placeholderData: () => store.recentSearches() });

export function useRecentSearches(store: OfflineConversations) {
  return useQuery(recentSearchesQuery(store));
}
