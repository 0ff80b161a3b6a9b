import i18next from 'i18next';
import type { QueryClient } from '@tanstack/react-query';
import { httpTransport } from './conversation-api.ts';
import { OfflineConversations, listOrder, type LocalConversation, type StoreEvent } from './offline-conversations.ts';
import { queryKeys } from './query-keys.ts';

/**
 * The signed-in person's offline-first conversation store, one per person and page. It syncs on
 * the browser's `online` event and when first made (conversations left unsent by an earlier visit).
 */
let current: { userId: string; store: OfflineConversations } | null = null;

export function conversationStore(userId: string): OfflineConversations {
  if (current?.userId === userId) return current.store;
  const store = new OfflineConversations({
    storage: localStorage,
    key: `bawaba.conversations.${userId}`,
    transport: httpTransport,
    online: () => navigator.onLine,
    now: () => new Date(),
    newId: () => crypto.randomUUID(),
    language: () => i18next.language || 'en',
  });
  current = { userId, store };
  void store.sync().catch(() => undefined);
  return store;
}

if (typeof window !== 'undefined') window.addEventListener('online', () => void current?.store.sync().catch(() => undefined));

type List = LocalConversation[] | undefined;
const inListOrder = (list: LocalConversation[]) => [...list].sort(listOrder);

/** The store's changes, written into the panel's caches: the conversation itself and its feature's list. */
export function storeEventToCache(client: QueryClient, event: StoreEvent): void {
  if (event.type === 'status') return;
  if (event.type === 'removed') {
    // The conversation's own query keeps its error ('Conversation not found'); removing it would make an open view fetch again.
    client.setQueriesData<LocalConversation[]>({ queryKey: queryKeys.assistantLists }, (old) => old?.filter((c) => c.id !== event.id));
    return;
  }
  const { conversation } = event;
  const from = event.type === 'swapped' ? event.from : conversation.id;
  client.setQueryData(queryKeys.conversation(conversation.id), conversation);
  if (from !== conversation.id) client.removeQueries({ queryKey: queryKeys.conversation(from), exact: true });
  client.setQueryData<LocalConversation[]>(queryKeys.assistantList(conversation.featureType), (old: List) =>
    inListOrder([conversation, ...(old ?? []).filter((c) => c.id !== from && c.id !== conversation.id)]),
  );
}
