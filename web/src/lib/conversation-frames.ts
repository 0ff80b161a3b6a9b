import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { listOrder, type LocalConversation } from './offline-conversations.ts';
import { queryKeys } from './query-keys.ts';

const updated = z.looseObject({ id: z.string(), featureType: z.optional(z.string()), title: z.optional(z.string()), isStarred: z.optional(z.boolean()), updatedAt: z.optional(z.string()) });
const deleted = z.looseObject({ id: z.string() });
const posted = z.looseObject({ conversationId: z.string(), createdAt: z.string() });

type Lists = LocalConversation[] | undefined;
const inAnyList = (client: QueryClient, id: string) => client.getQueriesData<LocalConversation[]>({ queryKey: queryKeys.assistantLists }).some(([, list]) => list?.some((c) => c.id === id));

/**
 * conversation.updated / conversation.deleted frames, and a message's effect on the assistant lists
 * (the message itself goes into its conversation through booking-chat's addMessage). Only caches are
 * touched: a conversation new to this tab (started in another) makes its feature's list refetch.
 */
export function applyConversationFrame(client: QueryClient, type: string, data: unknown): void {
  if (type === 'conversation.deleted') {
    const parsed = deleted.safeParse(data);
    if (!parsed.success) return;
    client.removeQueries({ queryKey: queryKeys.conversation(parsed.data.id), exact: true });
    client.setQueriesData<LocalConversation[]>({ queryKey: queryKeys.assistantLists }, (old: Lists) => old?.filter((c) => c.id !== parsed.data.id));
    return;
  }
  if (type === 'message.created') {
    const parsed = posted.safeParse(data);
    if (parsed.success && inAnyList(client, parsed.data.conversationId)) void client.invalidateQueries({ queryKey: queryKeys.assistantLists });
    return;
  }
  if (type !== 'conversation.updated') return;
  const parsed = updated.safeParse(data);
  if (!parsed.success) return;
  const { id, featureType, ...patch } = parsed.data;
  client.setQueryData<LocalConversation>(queryKeys.conversation(id), (old) => (old ? { ...old, ...patch } : old));
  if (inAnyList(client, id)) {
    client.setQueriesData<LocalConversation[]>({ queryKey: queryKeys.assistantLists }, (old: Lists) => old?.map((c) => (c.id === id ? { ...c, ...patch } : c)).sort(listOrder));
  } else if (featureType) {
    void client.invalidateQueries({ queryKey: queryKeys.assistantList(featureType) });
  }
}
