import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { applyMessageFrame } from './booking-chat.ts';
import { applyConversationFrame } from './conversation-frames.ts';

import type { LocalConversation } from './offline-conversations.ts';
import { queryKeys } from './query-keys.ts';
import { FIXTURE_AT, conversationFixture } from '@/testing/conversations.ts';

const at = FIXTURE_AT;
const conversation = (id: string, over: Partial<LocalConversation> = {}) => conversationFixture(id, { title: `Title ${id}`, ...over });

function cached() {
  const client = new QueryClient();
  client.setQueryData(queryKeys.assistantList('legal'), [conversation('c1'), conversation('c2')]);
  client.setQueryData(queryKeys.conversation('c1'), conversation('c1'));
  return client;
}

describe('conversation frames patch the caches only', () => {
  it('conversation.updated patches the conversation and its list entry', () => {
    const client = cached();
    applyConversationFrame(client, 'conversation.updated', { id: 'c1', title: 'Renamed', isStarred: true, updatedAt: '2026-11-24T00:00:00.000Z' });
    expect(client.getQueryData<LocalConversation>(queryKeys.conversation('c1'))).toMatchObject({ title: 'Renamed', isStarred: true });
    expect(client.getQueryData<LocalConversation[]>(queryKeys.assistantList('legal'))![0]).toMatchObject({ id: 'c1', title: 'Renamed' });
  });

  it('a star from another tab moves the conversation to the top of its list', () => {
    const client = cached();
    applyConversationFrame(client, 'conversation.updated', { id: 'c2', isStarred: true });
    expect(client.getQueryData<LocalConversation[]>(queryKeys.assistantList('legal'))!.map((c) => [c.id, c.isStarred])).toEqual([['c2', true], ['c1', false]]);
  });

  it('a conversation new to this tab makes its feature\'s list stale', () => {
    const client = cached();
    applyConversationFrame(client, 'conversation.updated', { id: 'c9', featureType: 'legal', title: 'From another tab' });
    expect(client.getQueryState(queryKeys.assistantList('legal'))!.isInvalidated).toBe(true);
  });

  it('conversation.deleted removes it from the list and the cache', () => {
    const client = cached();
    applyConversationFrame(client, 'conversation.deleted', { id: 'c1' });
    expect(client.getQueryData(queryKeys.conversation('c1'))).toBeUndefined();
    expect(client.getQueryData<LocalConversation[]>(queryKeys.assistantList('legal'))!.map((c) => c.id)).toEqual(['c2']);
  });

  it('message.created replaces the copy shown before the server stored it, once', () => {
    const client = new QueryClient();
    const local = { id: 'offline_m1', conversationId: 'c1', role: 'user' as const, content: 'Hi', metadata: null, createdAt: at, messageId: null, inReplyTo: null, pending: true };
    client.setQueryData(queryKeys.conversation('c1'), conversation('c1', { messages: [local], messageCount: 1 }));
    const stored = { ...local, id: 'server-m1', messageId: 'offline_m1', pending: undefined };
    applyMessageFrame(client, stored);
    applyMessageFrame(client, stored);
    const messages = client.getQueryData<LocalConversation>(queryKeys.conversation('c1'))!.messages;
    expect(messages.map((m) => m.id)).toEqual(['server-m1']);
  });

  it('ignores frames that do not fit', () => {
    const client = cached();
    applyConversationFrame(client, 'conversation.updated', { title: 'no id' });
    applyConversationFrame(client, 'conversation.deleted', 'nonsense');
    expect(client.getQueryData<LocalConversation[]>(queryKeys.assistantList('legal'))).toHaveLength(2);
  });
});
