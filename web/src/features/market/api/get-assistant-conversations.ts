import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssistantFeature } from '@/lib/conversation-api.ts';
import type { OfflineConversations } from '@/lib/offline-conversations.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/conversations?feature=&limit=20, merged with the conversations only this device has (offline-first store). */
export const assistantConversationsQuery = (store: OfflineConversations, feature: AssistantFeature) =>
  queryOptions({ networkMode: 'always', queryKey: queryKeys.assistantList(feature), queryFn: () => store.list(feature), placeholderData: () => store.localList(feature) });

export function useAssistantConversations(store: OfflineConversations, feature: AssistantFeature) {
  return useQuery(assistantConversationsQuery(store, feature));
}
