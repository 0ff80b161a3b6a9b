import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys.ts';
import type { OfflineConversations } from '@/lib/offline-conversations.ts';

/** GET /api/conversations/{id} through the offline-first store: an `offline_` one is read from this device. */
export const assistantConversationQuery = (store: OfflineConversations, id: string) =>
  queryOptions({ networkMode: 'always', queryKey: queryKeys.conversation(id), queryFn: () => store.get(id), placeholderData: () => store.local(id), retry: false });

export function useAssistantConversation(store: OfflineConversations, id: string | null) {
  return useQuery({ ...assistantConversationQuery(store, id ?? ''), enabled: id !== null });
}
