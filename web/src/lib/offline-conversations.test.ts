import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Conversation, Message } from '@contracts/conversations.ts';
import { ApiError } from './api-client.ts';
import { FIXTURE_AT, conversationFixture } from '@/testing/conversations.ts';
import type { ConversationTransport } from './conversation-api.ts';
import { OfflineConversations, READ_TIMEOUT_MS, SAVE_TIMEOUT_MS, TITLE_REQUIRED, type StoreEvent } from './offline-conversations.ts';

const SERVER_ID = '11111111-1111-4111-8111-111111111111';
const at = FIXTURE_AT;
const networkError = () => new ApiError('Network error', { status: 0, code: 'NETWORK_ERROR' });

function serverMessage(id: string, over: Partial<Message> = {}): Message {
  return { id, conversationId: SERVER_ID, role: 'user', content: 'q', metadata: null, createdAt: at, messageId: null, inReplyTo: null, ...over };
}
const serverConversation = (over: Partial<Conversation> = {}): Conversation => conversationFixture(SERVER_ID, over) as Conversation;

/** Waits for an answer that never comes, until the request's signal aborts it (as fetch does). */
const hang = (signal: AbortSignal) => new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));

function setup() {
  const storage = new Map<string, string>();
  let online = true;
  let n = 0;
  const transport = {
    list: vi.fn<ConversationTransport['list']>(async () => []),
    get: vi.fn<ConversationTransport['get']>(async () => serverConversation()),
    create: vi.fn<ConversationTransport['create']>(async () => serverConversation()),
    post: vi.fn<ConversationTransport['post']>(async (_id, input) => ({
      message: serverMessage(`server-${input.messageId}`, { messageId: input.messageId, content: input.content }),
      reply: serverMessage(`reply-${input.messageId}`, { role: 'assistant', content: 'From the sourced facts: [1] VAT standard rate: 15%.', inReplyTo: `server-${input.messageId}` }),
    })),
    recent: vi.fn<ConversationTransport['recent']>(async () => []),
    record: vi.fn<ConversationTransport['record']>(async () => undefined),
    update: vi.fn<ConversationTransport['update']>(async (_id, patch) => serverConversation({ ...patch, updatedAt: '2026-11-23T11:00:00.000Z' })),
    remove: vi.fn<ConversationTransport['remove']>(async () => undefined),
  };
  const make = () =>
    new OfflineConversations({
      storage: { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v) },
      key: 'bawaba.conversations.u1',
      transport,
      online: () => online,
      now: () => new Date(at),
      newId: () => `id${++n}`,
      language: () => 'en',
    });
  const store = make();
  const events: StoreEvent[] = [];
  store.subscribe((e) => events.push(e));
  return { store, make, transport, events, storage, setOnline: (value: boolean) => void (online = value) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a conversation started offline', () => {
  it('keeps its offline_ ids in browser storage, warns, and sends nothing', async () => {
    const { store, make, transport, setOnline } = setup();
    setOnline(false);
    const local = await store.ask('legal', null, 'What is the VAT rate?');
    expect(local.id).toBe('offline_id1');
    expect(local.messages).toMatchObject([{ id: 'offline_id2', conversationId: 'offline_id1', role: 'user', content: 'What is the VAT rate?', pending: true }]);
    expect(store.warning).toBe('offline');
    expect(transport.create).not.toHaveBeenCalled();
    // A reload finds it on this device.
    expect(make().localList('legal').map((c) => c.id)).toEqual(['offline_id1']);
  });

  it('syncs when back online: the server ids replace the offline_ ones and the reply follows the question', async () => {
    const { store, transport, events, setOnline } = setup();
    setOnline(false);
    await store.ask('legal', null, 'What is the VAT rate?');
    setOnline(true);
    await store.sync();
    expect(transport.create).toHaveBeenCalledWith({ title: 'What is the VAT rate?', featureType: 'legal', clientId: 'offline_id1' }, 'en', expect.any(AbortSignal));
    expect(transport.post).toHaveBeenCalledWith(SERVER_ID, { content: 'What is the VAT rate?', messageId: 'offline_id2' }, 'en', expect.any(AbortSignal));
    expect(events).toContainEqual(expect.objectContaining({ type: 'swapped', from: 'offline_id1', to: SERVER_ID }));
    expect(store.local('offline_id1')).toBeUndefined();
    const synced = store.local(SERVER_ID)!;
    expect(synced.messages.map((m) => [m.id, m.role, m.pending])).toEqual([
      ['server-offline_id2', 'user', undefined],
      ['reply-offline_id2', 'assistant', undefined],
    ]);
    expect(store.warning).toBeNull();
    // Nothing is left to send: a second sync calls nothing.
    await store.sync();
    expect(transport.create).toHaveBeenCalledTimes(1);
    expect(transport.post).toHaveBeenCalledTimes(1);
  });
});

describe('saving a message', () => {
  async function synced() {
    const s = setup();
    await s.store.ask('legal', null, 'First');
    s.transport.post.mockClear();
    return s;
  }

  it('is retried 2 times, 500 ms then 1,000 ms later, and keeps the first answer', async () => {
    const { store, transport } = await synced();
    transport.post.mockRejectedValueOnce(networkError()).mockRejectedValueOnce(new ApiError('Down', { status: 503, code: 'HTTP_ERROR' }));
    const asked = store.ask('legal', SERVER_ID, 'Second');
    await vi.advanceTimersByTimeAsync(0);
    expect(transport.post).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(transport.post).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(transport.post).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(transport.post).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(transport.post).toHaveBeenCalledTimes(3);
    const done = await asked;
    // Every attempt carried the same client key, so the server stored it once.
    expect(new Set(transport.post.mock.calls.map(([, input]) => input.messageId))).toEqual(new Set(['offline_id3']));
    expect(done.messages.filter((m) => m.pending)).toEqual([]);
    expect(store.warning).toBeNull();
  });

  it('after the 2 retries fail, only warns: the message stays on this device, unsent', async () => {
    const { store, transport } = await synced();
    transport.post.mockRejectedValue(networkError());
    const asked = store.ask('legal', SERVER_ID, 'Second');
    await vi.advanceTimersByTimeAsync(10_000);
    const local = await asked;
    expect(transport.post).toHaveBeenCalledTimes(3);
    expect(store.warning).toBe('failed');
    expect(local.messages.at(-1)).toMatchObject({ id: 'offline_id3', content: 'Second', pending: true });
  });

  it('times an attempt out after 3 s and tries again', async () => {
    const { store, transport } = await synced();
    transport.post.mockImplementationOnce((_id, _input, _lang, signal) => hang(signal));
    const asked = store.ask('legal', SERVER_ID, 'Second');
    await vi.advanceTimersByTimeAsync(SAVE_TIMEOUT_MS - 1);
    expect(transport.post).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1 + 500);
    expect(transport.post).toHaveBeenCalledTimes(2);
    expect((await asked).messages.some((m) => m.pending)).toBe(false);
  });

  it('is not retried when the server refuses it, and a deleted conversation is dropped', async () => {
    const { store, transport, events } = await synced();
    transport.post.mockRejectedValue(new ApiError('No active conversation', { status: 409, code: 'CONFLICT' }));
    await expect(store.ask('legal', SERVER_ID, 'Second')).rejects.toThrow('No active conversation');
    expect(transport.post).toHaveBeenCalledTimes(1);
    expect(events).toContainEqual({ type: 'removed', id: SERVER_ID });
    await expect(store.ask('legal', SERVER_ID, 'Third')).rejects.toThrow('No active conversation');
  });
});

describe('reading', () => {
  it('lists the feature from the server (a page of 20) with the offline ones, in 5 s at most', async () => {
    const { store, transport, setOnline } = setup();
    setOnline(false);
    await store.ask('legal', null, 'Offline question');
    setOnline(true);
    transport.list.mockImplementationOnce((_f, _limit, signal) => hang(signal));
    const listed = store.list('legal');
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS);
    expect((await listed).map((c) => c.id)).toEqual(['offline_id1']);
    expect(store.warning).toBe('failed');
    expect(transport.list).toHaveBeenCalledWith('legal', 20, expect.any(AbortSignal));

    transport.create.mockRejectedValue(networkError());
    transport.list.mockResolvedValueOnce([{ ...serverConversation({ id: 'a', updatedAt: '2026-11-24T00:00:00.000Z' }) }]);
    const again = store.list('legal');
    await vi.advanceTimersByTimeAsync(0);
    expect((await again).map((c) => c.id)).toEqual(['a', 'offline_id1']);
  });

  it('drops a conversation the server no longer has, with the spec\'s message', async () => {
    const { store, transport } = setup();
    await store.ask('legal', null, 'Question');
    transport.get.mockRejectedValue(new ApiError('Conversation not found', { status: 404, code: 'NOT_FOUND' }));
    await expect(store.get(SERVER_ID)).rejects.toThrow('Conversation not found');
    expect(store.local(SERVER_ID)).toBeUndefined();
    await expect(store.get('offline_unknown')).rejects.toThrow('Conversation not found');
  });

  it('answers with the stored copy when the server cannot be reached', async () => {
    const { store, transport, setOnline } = setup();
    await store.ask('legal', null, 'Question');
    setOnline(false);
    expect((await store.get(SERVER_ID)).messages).toHaveLength(2);
    expect(transport.get).not.toHaveBeenCalled();
    expect(store.warning).toBe('offline');
  });
});

describe('recent searches', () => {
  it('hold 10, newest first, a repeat moving up', async () => {
    const { store, transport } = setup();
    for (let n = 1; n <= 12; n++) await store.recordSearch(`query ${n}`, 'market');
    await store.recordSearch('QUERY 5', 'market');
    const queries = store.recentSearches().map((r) => r.query);
    expect(queries).toHaveLength(10);
    expect(queries.slice(0, 3)).toEqual(['QUERY 5', 'query 12', 'query 11']);
    expect(transport.record).toHaveBeenCalledTimes(13);
    transport.recent.mockResolvedValueOnce([{ id: 's', query: 'from the server', feature: 'legal', createdAt: at }]);
    expect((await store.refreshRecent()).map((r) => r.query)).toEqual(['from the server']);
    expect(transport.recent).toHaveBeenCalledWith(10, expect.any(AbortSignal));
  });
});

describe('rename, star and delete', () => {
  it('are kept on this device offline (the title cut to 255, never half an emoji) and sent after the creation', async () => {
    const { store, make, transport, setOnline } = setup();
    setOnline(false);
    const { id } = await store.ask('legal', null, 'First');
    const second = await store.ask('legal', null, 'Second');
    const long = `${'a'.repeat(254)}😀😀`;
    await store.update(id, { title: `  ${long}  ` });
    await store.update(id, { isStarred: true });
    await store.ask('legal', second.id, 'More');
    await expect(store.update(id, { title: '   ' })).rejects.toThrow(TITLE_REQUIRED);
    expect(transport.update).not.toHaveBeenCalled();
    const reloaded = make();
    expect(reloaded.local(id)).toMatchObject({ title: `${'a'.repeat(254)}😀`, isStarred: true, pendingEdit: { title: `${'a'.repeat(254)}😀`, isStarred: true } });
    // Starred first, though the other conversation is as new.
    expect(reloaded.localList('legal').map((c) => c.id)).toEqual([id, second.id]);
    await store.remove(second.id);
    setOnline(true);
    await store.sync();
    expect(transport.update).toHaveBeenCalledWith(SERVER_ID, { title: `${'a'.repeat(254)}😀`, isStarred: true }, expect.any(AbortSignal));
    expect(store.local(SERVER_ID)).toMatchObject({ isStarred: true, updatedAt: '2026-11-23T11:00:00.000Z' });
    expect(store.local(SERVER_ID)!.pendingEdit).toBeUndefined();
    expect(store.warning).toBeNull();
  });

  it('a failed sync is a warning: the edit stays pending, is retried after 500 ms and 1,000 ms, and sent later', async () => {
    const { store, make, transport } = setup();
    await store.ask('legal', null, 'Question');
    transport.update.mockRejectedValue(networkError());
    const renaming = store.update(SERVER_ID, { title: 'Renamed' });
    await vi.advanceTimersByTimeAsync(499);
    expect(transport.update).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_001);
    await renaming;
    expect(transport.update).toHaveBeenCalledTimes(3);
    expect(store.warning).toBe('failed');
    expect(make().local(SERVER_ID)).toMatchObject({ title: 'Renamed', pendingEdit: { title: 'Renamed' } });
    // A list from the server does not undo the rename shown here.
    transport.update.mockImplementation(async (_id, patch) => serverConversation(patch));
    transport.list.mockResolvedValueOnce([serverConversation()]);
    expect((await store.list('legal'))[0]).toMatchObject({ title: 'Renamed' });
    await store.sync();
    expect(store.local(SERVER_ID)).toMatchObject({ title: 'Renamed' });
    expect(store.local(SERVER_ID)!.pendingEdit).toBeUndefined();
    expect(store.warning).toBeNull();
  });

  it('delete: gone from this device at once, queued offline, sent later; a failed send is a warning and nothing is lost', async () => {
    const { store, make, transport, events, setOnline } = setup();
    await store.ask('legal', null, 'Question');
    setOnline(false);
    await store.remove(SERVER_ID);
    expect(events).toContainEqual({ type: 'removed', id: SERVER_ID });
    expect(make().local(SERVER_ID)).toBeUndefined();
    expect(store.warning).toBe('offline');
    await expect(store.get(SERVER_ID)).rejects.toThrow('Conversation not found');
    setOnline(true);
    transport.remove.mockRejectedValue(networkError());
    const first = store.sync();
    await vi.advanceTimersByTimeAsync(1_500);
    await first;
    expect(transport.remove).toHaveBeenCalledTimes(3);
    expect(store.warning).toBe('failed');
    // Still queued: a page from the server that has it does not bring it back.
    transport.list.mockResolvedValueOnce([serverConversation()]);
    expect(await store.list('legal')).toEqual([]);
    transport.remove.mockRejectedValueOnce(new ApiError('Conversation not found', { status: 404, code: 'NOT_FOUND' }));
    await store.sync();
    expect(transport.remove).toHaveBeenCalledTimes(4);
    expect(store.warning).toBeNull();
    await store.sync();
    expect(transport.remove).toHaveBeenCalledTimes(4);
  });

  it('a conversation deleted while its creation is on its way is deleted on the server once it answers', async () => {
    const { store, transport } = setup();
    let answer: (c: Conversation) => void = () => undefined;
    transport.create.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const asked = store.ask('legal', null, 'Question');
    await vi.advanceTimersByTimeAsync(0);
    expect(transport.create).toHaveBeenCalledTimes(1);
    await store.remove('offline_id1');
    answer(serverConversation());
    await asked;
    expect(transport.remove).toHaveBeenCalledWith(SERVER_ID, expect.any(AbortSignal));
    expect(transport.post).not.toHaveBeenCalled();
    expect(store.localList('legal')).toEqual([]);
  });

  it('an offline_ conversation deleted before it was sent is only dropped here', async () => {
    const { store, transport, setOnline } = setup();
    setOnline(false);
    const { id } = await store.ask('legal', null, 'Question');
    await store.remove(id);
    setOnline(true);
    await store.sync();
    expect(transport.create).not.toHaveBeenCalled();
    expect(transport.remove).not.toHaveBeenCalled();
    expect(store.localList('legal')).toEqual([]);
  });
});
