import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { conversationSchema, conversationSummarySchema, messageSchema, postedMessageSchema, type Conversation, type Message } from '@contracts/conversations.ts';
import { ApiError, apiRequest } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

// A booking's chat is shown by two features (/booking and /manage_consultations), so it lives here.

const conversationAnswer = z.looseObject({ conversation: conversationSchema });
const listAnswer = z.looseObject({ conversations: z.array(conversationSummarySchema) });

/**
 * GET /api/conversations/{id}. A booking whose chat was lost to a crash answers 404 here; reading the
 * booking opens it again (the server repairs it on GET /bookings/{id}), then the chat is asked once more.
 */
export async function fetchConversation(id: string, bookingId: string): Promise<Conversation> {
  const get = () => apiRequest(`/conversations/${encodeURIComponent(id)}`, { schema: conversationAnswer, auth: true });
  try {
    return (await get()).conversation;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    await apiRequest(`/bookings/${encodeURIComponent(bookingId)}`, { schema: z.looseObject({}), auth: true });
    return (await get()).conversation;
  }
}

export const conversationQuery = (id: string, bookingId: string) =>
  queryOptions({ queryKey: queryKeys.conversation(id), queryFn: () => fetchConversation(id, bookingId) });

export function useConversation(id: string, bookingId: string, enabled: boolean) {
  return useQuery({ ...conversationQuery(id, bookingId), enabled });
}

/** Message counts of the caller's expert chats, by conversation id. */
export function useExpertChatCounts(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: queryKeys.expertChats,
    queryFn: async () => {
      const answer = await apiRequest('/conversations?feature=expert&limit=100', { schema: listAnswer, auth: true });
      return Object.fromEntries(answer.conversations.map((c) => [c.id, c.messageCount]));
    },
  });
}

/**
 * Adds a message to its cached chat once (a frame and the post's own answer may both bring it). A copy
 * shown before the server stored it (the offline client's, id = the message's client key) is replaced.
 */
export function addMessage(client: QueryClient, message: Message): void {
  client.setQueryData<Conversation>(queryKeys.conversation(message.conversationId), (old) => {
    if (!old || old.messages.some((m) => m.id === message.id)) return old;
    const local = message.messageId === null ? -1 : old.messages.findIndex((m) => m.id === message.messageId);
    if (local >= 0) return { ...old, messages: old.messages.map((m, i) => (i === local ? message : m)) };
    return { ...old, messages: [...old.messages, message], messageCount: old.messageCount + 1 };
  });
}

/** A message.created frame: patch the open chat, and let the counts refetch (a count cannot be patched twice safely). */
export function applyMessageFrame(client: QueryClient, data: unknown): void {
  const parsed = messageSchema.safeParse(data);
  if (!parsed.success) return;
  addMessage(client, parsed.data);
  void client.invalidateQueries({ queryKey: queryKeys.expertChats });
}

export type Seat = 'user' | 'expert';
type Post = { conversationId: string; seat: Seat; content: string; messageId: string };

export function postMessage({ conversationId, seat, content, messageId }: Post) {
  return apiRequest(`/conversations/${encodeURIComponent(conversationId)}/messages`, {
    method: 'POST',
    body: { role: seat, content, messageId },
    schema: postedMessageSchema,
    auth: true,
  });
}

/** The client key is made once per message, so the retries below store it once (the server answers the same message). */
export const newMessageId = (): string => `chat_${crypto.randomUUID()}`;

export function usePostMessage() {
  const client = useQueryClient();
  // Only a lost answer or a server failure is tried again; a refusal (4xx) would only be refused again.
  const retry = (count: number, error: unknown) => count < 3 && !(error instanceof ApiError && error.status < 500);
  return useMutation({ mutationFn: postMessage, retry, onSuccess: (answer) => addMessage(client, answer.message) });
}

/**
 * Read markers stay in the browser (per signed-in person and chat): how many messages they have seen.
 * No event for it: it is a screen's state, not a business fact (docs/DECISIONS.md).
 */
const markerKey = (userId: string, conversationId: string) => `bawaba.chatRead.${userId}.${conversationId}`;

export function seenCount(userId: string, conversationId: string): number {
  const value = Number(globalThis.localStorage?.getItem(markerKey(userId, conversationId)) ?? 0);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export function markSeen(userId: string, conversationId: string, count: number): void {
  if (count > seenCount(userId, conversationId)) globalThis.localStorage?.setItem(markerKey(userId, conversationId), String(count));
}
