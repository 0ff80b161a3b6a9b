import { z } from 'zod/mini';
import {
  conversationSchema,
  conversationSummarySchema,
  postedMessageSchema,
  recentSearchSchema,
  type Conversation,
  type ConversationSummary,
  type Message,
} from '@contracts/conversations.ts';
import { ApiError, apiRequest } from './api-client.ts';

/**
 * The conversation calls of spec section 7, as the offline-first store (offline-conversations.ts)
 * makes them: each with the abort signal of its timeout.
 */

export type AssistantFeature = 'market' | 'legal' | 'partners' | 'general';
export type RecentSearch = z.infer<typeof recentSearchSchema>;
export type Posted = { message: Message; reply: Message | null };

export interface ConversationTransport {
  list(feature: AssistantFeature, limit: number, signal: AbortSignal): Promise<ConversationSummary[]>;
  get(id: string, signal: AbortSignal): Promise<Conversation>;
  create(input: { title: string; featureType: AssistantFeature; clientId: string }, language: string, signal: AbortSignal): Promise<Conversation>;
  post(id: string, input: { content: string; messageId: string }, language: string, signal: AbortSignal): Promise<Posted>;
  recent(limit: number, signal: AbortSignal): Promise<RecentSearch[]>;
  record(input: { query: string; feature: AssistantFeature; searchId: string }, signal: AbortSignal): Promise<void>;
  update(id: string, patch: ConversationEdit, signal: AbortSignal): Promise<Conversation>;
  remove(id: string, signal: AbortSignal): Promise<void>;
}

/** PATCH /conversations/{id}: a rename, a star, or both. */
export type ConversationEdit = { title?: string; isStarred?: boolean };

const one = z.looseObject({ conversation: conversationSchema });
const many = z.looseObject({ conversations: z.array(conversationSummarySchema) });
const searches = z.looseObject({ searches: z.array(recentSearchSchema) });
const recorded = z.looseObject({});
const removed = z.looseObject({ id: z.string() });
const path = (id: string) => `/conversations/${encodeURIComponent(id)}`;
const lang = (language: string) => `?lang=${encodeURIComponent(language)}`;

export const httpTransport: ConversationTransport = {
  list: (feature, limit, signal) => apiRequest(`/conversations?limit=${limit}&feature=${feature}`, { schema: many, auth: true, signal }).then((a) => a.conversations),
  get: (id, signal) => apiRequest(path(id), { schema: one, auth: true, signal }).then((a) => a.conversation),
  create: (input, language, signal) =>
    apiRequest(`/conversations${lang(language)}`, { method: 'POST', body: input, schema: one, auth: true, signal }).then((a) => a.conversation),
  post: (id, input, language, signal) =>
    apiRequest(`${path(id)}/messages${lang(language)}`, { method: 'POST', body: { role: 'user', ...input }, schema: postedMessageSchema, auth: true, signal }),
  recent: (limit, signal) => apiRequest(`/conversations/searches/recent?limit=${limit}`, { schema: searches, auth: true, signal }).then((a) => a.searches),
  record: (input, signal) => apiRequest('/conversations/searches/recent', { method: 'POST', body: input, schema: recorded, auth: true, signal }).then(() => undefined),
  update: (id, patch, signal) => apiRequest(path(id), { method: 'PATCH', body: patch, schema: one, auth: true, signal }).then((a) => a.conversation),
  remove: (id, signal) => apiRequest(path(id), { method: 'DELETE', schema: removed, auth: true, signal }).then(() => undefined),
};

export const TIMEOUT = 'TIMEOUT';

/** Aborts `run` after `ms`; the abort becomes an ApiError with status 0, like a lost connection. */
export async function withTimeout<T>(ms: number, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    return await run(controller.signal);
  } catch (error) {
    if (controller.signal.aborted) throw new ApiError('Request timed out', { status: 0, code: TIMEOUT });
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** A lost answer, a timeout or a server failure may pass on a retry; a refusal (4xx) would only be refused again. */
export const isRetryable = (error: unknown): boolean => !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
