import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpResponse } from 'msw';
import { QueryClient } from '@tanstack/react-query';
import { api, requests, route } from '@/testing/msw.ts';
import { conversationFixture } from '@/testing/conversations.ts';
import { conversationStore, storeEventToCache } from './conversation-store.ts';
import { queryKeys } from './query-keys.ts';
import type { StoreEvent } from './offline-conversations.ts';

const SERVER_ID = '33333333-3333-4333-8333-333333333333';

describe('the signed-in person\'s conversation store', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('sends what was kept offline on the browser\'s online event, and the server id replaces the offline_ one', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const sent = async (request: Request) => (await request.json()) as Record<string, string>;
    api.use(
      route('POST', '/api/conversations', async (request) => HttpResponse.json({ conversation: conversationFixture(SERVER_ID, { title: (await sent(request)).title }) }, { status: 201 })),
      route('POST', '/api/conversations/:id/messages', async (request) => {
        const { content, messageId } = await sent(request);
        return HttpResponse.json({ message: { id: 'm1', conversationId: SERVER_ID, role: 'user', content, metadata: null, createdAt: '2026-11-23T10:00:00.000Z', messageId, inReplyTo: null }, reply: null }, { status: 201 });
      }),
    );
    const store = conversationStore('store-user-1');
    expect(conversationStore('store-user-1')).toBe(store);
    const local = await store.ask('general', null, 'Kept while offline');
    expect(local.id).toMatch(/^offline_/);
    expect(requests()).toEqual([]);

    const swapped = new Promise<StoreEvent>((resolve) => store.subscribe((e) => e.type === 'swapped' && resolve(e)));
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(await swapped).toMatchObject({ from: local.id, to: SERVER_ID });
    expect(requests()[0]).toMatchObject({ method: 'POST', path: '/api/conversations?lang=en' });
    expect(requests()[0]!.body).toEqual({ title: 'Kept while offline', featureType: 'general', clientId: local.id });
    // Another person on this browser has a store (and storage key) of their own.
    expect(conversationStore('store-user-2').localList('general')).toEqual([]);
  });

  it('writes a swap into the caches: the server id replaces the offline_ one in the list and the conversation', () => {
    const client = new QueryClient();
    const offline = conversationFixture('offline_1');
    client.setQueryData(queryKeys.assistantList('legal'), [offline, conversationFixture('older', { updatedAt: '2026-01-01T00:00:00.000Z' })]);
    client.setQueryData(queryKeys.conversation('offline_1'), offline);
    storeEventToCache(client, { type: 'swapped', from: 'offline_1', to: SERVER_ID, conversation: conversationFixture(SERVER_ID) });
    expect(client.getQueryData<{ id: string }[]>(queryKeys.assistantList('legal'))!.map((c) => c.id)).toEqual([SERVER_ID, 'older']);
    expect(client.getQueryData(queryKeys.conversation('offline_1'))).toBeUndefined();
    expect(client.getQueryData(queryKeys.conversation(SERVER_ID))).toMatchObject({ id: SERVER_ID });
    storeEventToCache(client, { type: 'removed', id: SERVER_ID });
    expect(client.getQueryData<{ id: string }[]>(queryKeys.assistantList('legal'))!.map((c) => c.id)).toEqual(['older']);
    expect(client.getQueryData(queryKeys.conversation(SERVER_ID))).toBeDefined();
  });
});
