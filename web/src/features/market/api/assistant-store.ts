import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { conversationStore, storeEventToCache } from '@/lib/conversation-store.ts';
import type { OfflineConversations } from '@/lib/offline-conversations.ts';

/** The signed-in person's offline-first store, its changes written into this page's caches, and its sync warning. */
export function useAssistantStore(userId: string): { store: OfflineConversations; warning: OfflineConversations['warning'] } {
  const client = useQueryClient();
  const store = conversationStore(userId);
  useEffect(() => store.subscribe((event) => storeEventToCache(client, event)), [client, store]);
  const warning = useSyncExternalStore(
    (notify) => store.subscribe((event) => event.type === 'status' && notify()),
    () => store.warning,
    () => null,
  );
  return { store, warning };
}
