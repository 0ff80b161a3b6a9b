import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteEventStore } from '../../../infra/eventstore/sqlite.ts';
import { EmbeddedReadStore } from '../../../infra/readstore/embedded.ts';
import { ERASED, erasePersonKey } from '../../../infra/security/personalData.ts';
import { systemContext } from '../../../commands/context.ts';
import { postMessage, recordSearch, startConversation, type ConversationDeps } from '../../../commands/conversations/conversations.ts';
import { noSourcedAnswerer, type Answerer } from '../../../domain/conversations/answerer.ts';
import { conversationsProjection } from '../../../projections/conversations.ts';
import { conversations, recentSearches } from '../../../projections/queries/conversations.ts';

const profile = { industry: null, country: null, language: 'en' };
let events: SqliteEventStore;
afterEach(() => events?.close());

async function setup(answerer: Answerer = noSourcedAnswerer) {
  events = new SqliteEventStore(':memory:');
  const store = new EmbeddedReadStore();
  // A person gets a key only once their account stream exists.
  await events.append('user-u1', [{ type: 'UserRegistered', data: {} }], { expectedRevision: 'no_stream' });
  const deps: ConversationDeps = { events, vault: { keys: store, emailIndexKey: randomBytes(32) }, now: () => new Date('2026-11-23T10:00:00Z'), context: systemContext('test'), answerer };
  const project = async () => {
    await conversationsProjection.setup?.(store);
    for (const e of await events.readAll({ maxCount: 1_000 })) if (conversationsProjection.eventTypes.has(e.type)) await conversationsProjection.apply(e, store);
  };
  return { deps, store, project };
}

describe('conversation commands', () => {
  it('seal what people write, and erasing the person erases it everywhere', async () => {
    const { deps, store, project } = await setup();
    const { conversationId } = await startConversation(deps, { ownerId: 'u1', featureType: 'legal', title: 'My VAT question', initialMessage: 'Is my company liable?' }, profile);
    await recordSearch(deps, 'u1', { query: 'vat threshold', feature: 'legal' });
    const log = JSON.stringify((await events.readAll({ maxCount: 1_000 })).map((e) => e.data));
    expect(log).not.toContain('My VAT question');
    expect(log).not.toContain('Is my company liable?');
    expect(log).not.toContain('vat threshold');
    // The assistant's reply answers the owner and is sealed with their key too.
    expect(log).not.toContain("I don't have a sourced answer");

    await project();
    const view = await conversations(store).forReader(conversationId, { id: 'u1', admin: false });
    expect(view).toMatchObject({ title: 'My VAT question', messages: [{ content: 'Is my company liable?' }, { role: 'assistant' }] });

    await erasePersonKey(store, 'u1', new Date());
    const erased = await conversations(store).forReader(conversationId, { id: 'u1', admin: false });
    expect(erased).toMatchObject({ title: ERASED, messages: [{ content: ERASED }, { content: ERASED }] });
    expect(await recentSearches(store, 'u1', 10)).toMatchObject([{ query: ERASED }]);
  });

  it('never replies twice to one message, even when the answerer is slow and the client retries', async () => {
    let calls = 0;
    const slow: Answerer = { answer: async (q) => (calls++, noSourcedAnswerer.answer(q)) };
    const { deps, store, project } = await setup(slow);
    const { conversationId } = await startConversation(deps, { ownerId: 'u1', featureType: 'market', title: 'Retry' }, profile);
    const send = () => postMessage(deps, conversationId, { id: 'u1', admin: false }, { role: 'user', content: 'Market size?', clientMessageId: 'm-1' }, profile);
    const results = await Promise.all([send(), send(), send()]);
    expect(new Set(results.map((r) => r.messageId)).size).toBe(1);
    expect(new Set(results.map((r) => r.replyId)).size).toBe(1);
    await project();
    const view = await conversations(store).forReader(conversationId, { id: 'u1', admin: false });
    expect(view!.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(calls).toBeGreaterThanOrEqual(1);
  });

  it('heals a reply lost between the two appends when the client retries', async () => {
    const failing: Answerer = { answer: () => Promise.reject(new Error('answerer down')) };
    const { deps, store, project } = await setup(failing);
    const { conversationId } = await startConversation(deps, { ownerId: 'u1', featureType: 'general', title: 'Heal' }, profile);
    const input = { role: 'user' as const, content: 'Hello?', clientMessageId: 'heal-1' };
    await expect(postMessage(deps, conversationId, { id: 'u1', admin: false }, input, profile)).rejects.toThrow('answerer down');
    const retried = await postMessage({ ...deps, answerer: noSourcedAnswerer }, conversationId, { id: 'u1', admin: false }, input, profile);
    expect(retried.created).toBe(false);
    expect(retried.replyId).not.toBeNull();
    await project();
    const view = await conversations(store).forReader(conversationId, { id: 'u1', admin: false });
    expect(view!.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
  });

  it('answers the stored words when a retry with other words heals a lost reply', async () => {
    const failing: Answerer = { answer: () => Promise.reject(new Error('answerer down')) };
    const { deps, store, project } = await setup(failing);
    const { conversationId } = await startConversation(deps, { ownerId: 'u1', featureType: 'general', title: 'Heal' }, profile);
    const by = { id: 'u1', admin: false };
    await expect(postMessage(deps, conversationId, by, { role: 'user', content: 'What is the VAT rate?', clientMessageId: 'heal-2' }, profile)).rejects.toThrow('answerer down');
    const asked: string[] = [];
    const recording: Answerer = { answer: (q) => (asked.push(q.question), noSourcedAnswerer.answer(q)) };
    const retried = await postMessage({ ...deps, answerer: recording }, conversationId, by, { role: 'user', content: 'Who is the king?', clientMessageId: 'heal-2' }, profile);
    expect(retried.created).toBe(false);
    expect(asked).toEqual(['What is the VAT rate?']);
    await project();
    const view = await conversations(store).forReader(conversationId, by);
    expect(view!.messages.map((m) => m.content)).toEqual(['What is the VAT rate?', expect.any(String)]);
  });
});
