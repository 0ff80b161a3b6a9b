import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startServer, type TestServer } from '../support/server.ts';
import { call, newUser, register, type Json } from '../support/api.ts';
import { openFeed } from '../support/feed.ts';
import { eventually } from '../support/eventually.ts';
import { PLANS_ADMIN_ENV, grantTier } from '../support/plans.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ RATE_LIMITS: 'off', ...PLANS_ADMIN_ENV });
});
afterAll(async () => {
  await server?.stop();
});

type Person = { id: string; token: string };
/** A professional user: every assistant feature is in the plan, and market questions are not counted (tests/int/tierPolicy.test.ts has the limits). */
async function signUp(): Promise<Person> {
  const { body } = await register(server.url, newUser());
  await grantTier(server.url, body.user.id, 'professional');
  return { id: body.user.id, token: body.tokens.accessToken };
}
const api = (method: string, path: string, who?: Person, body?: unknown) => call(server.url, method, path, { token: who?.token, body });
const start = (who: Person, body: Json) => api('POST', '/api/conversations', who, body);

describe('creating and listing', () => {
  it('cuts a 300-character title to 255 and answers 201 with the conversation and its first message', async () => {
    const me = await signUp();
    const res = await start(me, { title: 't'.repeat(300), featureType: 'general', initialMessage: 'Hello' });
    expect(res.status).toBe(201);
    const c = res.body.conversation;
    expect(c).toMatchObject({ title: 't'.repeat(255), featureType: 'general', isStarred: false });
    expect(c.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(c.messages[0]).toMatchObject({ role: 'user', content: 'Hello', metadata: null });
    expect(c.messages[1]).toMatchObject({ role: 'assistant', inReplyTo: c.messages[0].id });
  });

  it('lists the owner\'s conversations newest first, with limit and feature', async () => {
    const me = await signUp();
    const ids: string[] = [];
    for (const featureType of ['market', 'legal', 'market']) ids.push((await start(me, { title: featureType, featureType })).body.conversation.id);
    const all = await api('GET', '/api/conversations', me);
    expect(all.status).toBe(200);
    expect(all.body.conversations.map((c: Json) => c.id)).toEqual([...ids].reverse());
    const two = await api('GET', '/api/conversations?limit=2', me);
    expect(two.body.conversations).toHaveLength(2);
    const market = await api('GET', '/api/conversations?feature=market', me);
    expect(market.body.conversations.map((c: Json) => c.id)).toEqual([ids[2], ids[0]]);
    // A message moves its conversation to the top.
    await api('POST', `/api/conversations/${ids[0]}/messages`, me, { content: 'Still there?' });
    expect((await api('GET', '/api/conversations?limit=1', me)).body.conversations[0].id).toBe(ids[0]);
    const other = await signUp();
    expect((await api('GET', '/api/conversations', other)).body.conversations).toEqual([]);
  });

  it('creates once for a retried clientId (the offline client\'s id), and keeps clientIds of two users apart', async () => {
    const [me, other] = await Promise.all([signUp(), signUp()]);
    const body = { title: 'Offline first', featureType: 'legal', clientId: 'offline_abc-1' };
    const first = await start(me, body);
    expect(first.status).toBe(201);
    const [again, third] = await Promise.all([start(me, body), start(me, { ...body, title: 'A retry never renames' })]);
    for (const r of [again, third]) expect(r).toMatchObject({ status: 200, body: { conversation: { id: first.body.conversation.id, title: 'Offline first' } } });
    expect((await api('GET', '/api/conversations', me)).body.conversations).toHaveLength(1);
    const theirs = await start(other, body);
    expect(theirs.status).toBe(201);
    expect(theirs.body.conversation.id).not.toBe(first.body.conversation.id);
    expect((await start(me, { ...body, clientId: 'no spaces' })).body.fields).toMatchObject({ clientId: expect.stringMatching(/letters, digits/) });
  });

  it('renames, stars and deletes; a deleted conversation is gone', async () => {
    const me = await signUp();
    const id = (await start(me, { title: 'Old', featureType: 'market' })).body.conversation.id;
    const patched = await api('PATCH', `/api/conversations/${id}`, me, { title: 'New', isStarred: true });
    expect(patched.status).toBe(200);
    expect(patched.body.conversation).toMatchObject({ title: 'New', isStarred: true });
    expect((await api('DELETE', `/api/conversations/${id}`, me)).status).toBe(200);
    expect(await api('GET', `/api/conversations/${id}`, me)).toMatchObject({ status: 404, body: { error: 'Conversation not found' } });
    expect((await api('GET', '/api/conversations', me)).body.conversations).toEqual([]);
    // Deleting again changes nothing; writing into it says there is no active conversation.
    expect((await api('DELETE', `/api/conversations/${id}`, me)).status).toBe(200);
    expect(await api('POST', `/api/conversations/${id}/messages`, me, { content: 'Hi' })).toMatchObject({ status: 409, body: { error: 'No active conversation' } });
    expect(await api('PATCH', `/api/conversations/${id}`, me, { isStarred: true })).toMatchObject({ status: 409, body: { error: 'No active conversation' } });
  });

  it('cuts a renamed title to 255 characters too, and refuses an empty one', async () => {
    const me = await signUp();
    const id = (await start(me, { title: 'Short', featureType: 'partners' })).body.conversation.id;
    const long = await api('PATCH', `/api/conversations/${id}`, me, { title: `  ${'é'.repeat(256)}x  ` });
    expect(long.status).toBe(200);
    expect(long.body.conversation.title).toBe('é'.repeat(255));
    expect(await api('PATCH', `/api/conversations/${id}`, me, { title: '   ' })).toMatchObject({ status: 400, body: { fields: { title: 'Title is required' } } });
    expect((await api('GET', `/api/conversations/${id}`, me)).body.conversation.title).toBe('é'.repeat(255));
  });

  it('asks for sign-in on every conversations endpoint', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const calls: [string, string, unknown?][] = [
      ['POST', '/api/conversations', { title: 'x', featureType: 'market' }],
      ['GET', '/api/conversations'],
      ['GET', `/api/conversations/${id}`],
      ['PATCH', `/api/conversations/${id}`, { isStarred: true }],
      ['DELETE', `/api/conversations/${id}`],
      ['POST', `/api/conversations/${id}/messages`, { content: 'x' }],
      ['GET', '/api/conversations/searches/recent'],
      ['POST', '/api/conversations/searches/recent', { query: 'x' }],
    ];
    for (const [method, path, body] of calls) expect((await api(method, path, undefined, body)).status, `${method} ${path}`).toBe(401);
  });
});

describe('ownership', () => {
  it('answers 404 Conversation not found to anyone else, for every call', async () => {
    const [owner, other] = await Promise.all([signUp(), signUp()]);
    const id = (await start(owner, { title: 'Mine', featureType: 'legal', initialMessage: 'Private question' })).body.conversation.id;
    const calls = [
      api('GET', `/api/conversations/${id}`, other),
      api('PATCH', `/api/conversations/${id}`, other, { isStarred: true }),
      api('DELETE', `/api/conversations/${id}`, other),
      api('POST', `/api/conversations/${id}/messages`, other, { content: 'Hi' }),
      api('GET', '/api/conversations/not-a-uuid', other),
    ];
    for (const res of await Promise.all(calls)) expect(res).toMatchObject({ status: 404, body: { code: 'NOT_FOUND', error: 'Conversation not found' } });
    const still = await api('GET', `/api/conversations/${id}`, owner);
    expect(still.body.conversation).toMatchObject({ isStarred: false, title: 'Mine' });
    expect(still.body.conversation.messages).toHaveLength(2);
    expect((await api('GET', '/api/conversations')).status).toBe(401);
  });
});

describe('messages', () => {
  it('stores a retried messageId once and answers the same message (and the same reply)', async () => {
    const me = await signUp();
    const id = (await start(me, { title: 'Retry', featureType: 'legal' })).body.conversation.id;
    const send = () => api('POST', `/api/conversations/${id}/messages`, me, { role: 'user', content: 'What is the VAT rate?', messageId: 'offline_1', metadata: { source: 'offline' } });
    const first = await send();
    expect(first.status).toBe(201);
    expect(first.body.message).toMatchObject({ messageId: 'offline_1', role: 'user', content: 'What is the VAT rate?', metadata: { source: 'offline' } });
    const [again, third] = await Promise.all([send(), send()]);
    for (const r of [again, third]) {
      expect(r.status).toBe(200);
      expect(r.body.message).toEqual(first.body.message);
      expect(r.body.reply).toEqual(first.body.reply);
    }
    const messages = (await api('GET', `/api/conversations/${id}`, me)).body.conversation.messages as Json[];
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    // The same id with other words answers its stored content (issue 19): the stored message and its
    // reply, as the first time; nothing new is stored or answered.
    const other = await api('POST', `/api/conversations/${id}/messages`, me, { role: 'user', content: 'Who is the king?', messageId: 'offline_1' });
    expect(other.status).toBe(200);
    expect(other.body.message).toEqual(first.body.message);
    expect(other.body.reply).toEqual(first.body.reply);
    expect(((await api('GET', `/api/conversations/${id}`, me)).body.conversation.messages as Json[]).map((m) => m.content)).toEqual(['What is the VAT rate?', first.body.reply.content]);
  });

  it('appends the assistant\'s reply: no sourced answer, an offered consultation, no made-up figure', async () => {
    const me = await signUp();
    const id = (await start(me, { title: 'Tax', featureType: 'legal' })).body.conversation.id;
    // Outside the knowledge: the retrieval answerer (tests/int/assistant.test.ts) has nothing sourced for it.
    const res = await api('POST', `/api/conversations/${id}/messages`, me, { content: 'Which tax applies to football league tickets?' });
    expect(res.status).toBe(201);
    expect(res.body.reply).toMatchObject({ role: 'assistant', inReplyTo: res.body.message.id, metadata: { citations: [], consultation: { topicId: 'taxation' } } });
    expect(res.body.reply.content).toMatch(/have a sourced answer/);
    expect(res.body.reply.content).not.toMatch(/\d/);
    const messages = (await api('GET', `/api/conversations/${id}`, me)).body.conversation.messages as Json[];
    expect(messages.map((m) => m.id)).toEqual([res.body.message.id, res.body.reply.id]);
  });

  it('refuses bad input with clear messages, and a client posting as the assistant', async () => {
    const me = await signUp();
    const id = (await start(me, { title: 'Checks', featureType: 'market' })).body.conversation.id;
    const bad = async (method: string, path: string, body: unknown, field: string, message: RegExp) => {
      const res = await api(method, path, me, body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      expect(res.body.fields[field]).toMatch(message);
    };
    await bad('POST', '/api/conversations', { title: '  ', featureType: 'market' }, 'title', /Title is required/);
    await bad('POST', '/api/conversations', { title: 'x', featureType: 'cooking' }, 'featureType', /Choose one of: market, legal, partners, general/);
    await bad('POST', '/api/conversations', { title: 'x', featureType: 'expert' }, 'featureType', /opened with a booking/);
    await bad('POST', '/api/conversations', { title: 'x', featureType: 'market', owner: 'me' }, 'owner', /Unknown field/);
    await bad('POST', `/api/conversations/${id}/messages`, { content: '' }, 'content', /Content is required/);
    await bad('POST', `/api/conversations/${id}/messages`, { content: 'x'.repeat(8_001) }, 'content', /at most 8000/);
    await bad('POST', `/api/conversations/${id}/messages`, { content: 'x', metadata: { big: 'y'.repeat(5_000) } }, 'metadata', /at most 4096 bytes/);
    await bad('POST', `/api/conversations/${id}/messages`, { content: 'x', metadata: [1] }, 'metadata', /JSON object/);
    await bad('POST', `/api/conversations/${id}/messages`, { content: 'x', messageId: 'a.b' }, 'messageId', /letters, digits/);
    await bad('POST', `/api/conversations/${id}/messages`, { content: 'x', role: 'robot' }, 'role', /Choose one of/);
    await bad('PATCH', `/api/conversations/${id}`, {}, '_', /Send a title or isStarred/);
    await bad('GET', '/api/conversations?limit=101', undefined, 'limit', /at most 100/);
    await bad('GET', '/api/conversations?feature=cooking', undefined, 'feature', /Choose one of/);
    const asAssistant = await api('POST', `/api/conversations/${id}/messages`, me, { role: 'assistant', content: 'I am the assistant' });
    expect(asAssistant).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    // Nothing refused was stored.
    expect((await api('GET', `/api/conversations/${id}`, me)).body.conversation.messages).toEqual([]);
  });
});

describe('recent searches', () => {
  it('keeps the user\'s searches, newest first, distinct, limited, retry-safe', async () => {
    const [me, other] = await Promise.all([signUp(), signUp()]);
    for (const [query, searchId] of [['renew licence', 's1'], ['VAT rate', 's2'], ['renew licence', 's3'], ['GOSI', 's4'], ['GOSI', 's4']]) {
      const res = await api('POST', '/api/conversations/searches/recent', me, { query, feature: 'legal', searchId });
      expect(res.status).toBe(201);
    }
    const recent = await api('GET', '/api/conversations/searches/recent', me);
    expect(recent.body.searches.map((s: Json) => s.query)).toEqual(['GOSI', 'renew licence', 'VAT rate']);
    expect((await api('GET', '/api/conversations/searches/recent?limit=1', me)).body.searches).toHaveLength(1);
    expect((await api('GET', '/api/conversations/searches/recent', other)).body.searches).toEqual([]);
    expect((await api('POST', '/api/conversations/searches/recent', me, { query: '' })).status).toBe(400);
  });

  it('hold 10 by default (spec section 9), and refuse a bad limit', async () => {
    const me = await signUp();
    for (let n = 1; n <= 12; n++) expect((await api('POST', '/api/conversations/searches/recent', me, { query: `query ${n}`, searchId: `q${n}` })).status).toBe(201);
    const recent = (await api('GET', '/api/conversations/searches/recent', me)).body.searches as Json[];
    expect(recent.map((s) => s.query)).toEqual(Array.from({ length: 10 }, (_, n) => `query ${12 - n}`));
    expect((await api('GET', '/api/conversations/searches/recent?limit=10', me)).body.searches).toEqual(recent);
    expect(await api('GET', '/api/conversations/searches/recent?limit=0', me)).toMatchObject({ status: 400, body: { fields: { limit: 'limit must be at least 1' } } });
    expect((await api('GET', '/api/conversations/searches/recent?limit=x', me)).status).toBe(400);
  });

  it('include the searches the user made on /api/market/search', async () => {
    const me = await signUp();
    const searched = await api('POST', '/api/market/search', me, { query: 'zakat', type: 'legal' });
    expect(searched.status, JSON.stringify(searched.body)).toBe(200);
    // The history is projected after the search answers: poll for it, with a deadline.
    let searches: Json[] = [];
    for (const end = Date.now() + 3_000; searches.length === 0 && Date.now() < end; ) {
      searches = (await api('GET', '/api/conversations/searches/recent', me)).body.searches;
    }
    expect(searches).toMatchObject([{ query: 'zakat', feature: 'legal' }]);
  });
});

describe('live feed', () => {
  it('pushes message.created to the owner\'s socket, and not to another user\'s', async () => {
    const [me, other] = await Promise.all([signUp(), signUp()]);
    const mine = openFeed(server.url, { path: `/ws?token=${me.token}` });
    const theirs = openFeed(server.url, { path: `/ws?token=${other.token}` });
    await Promise.all([mine.ready, theirs.ready]);
    const id = (await start(me, { title: 'Live', featureType: 'general' })).body.conversation.id;
    const posted = await api('POST', `/api/conversations/${id}/messages`, me, { content: 'Ping', messageId: 'live-1' });
    const messageFrames = () => mine.changes().filter((f) => f.type === 'message.created');
    await eventually(() => expect(messageFrames()).toHaveLength(2));
    const [question, answer] = messageFrames();
    expect(question).toMatchObject({ id: posted.body.message.id, data: { conversationId: id, role: 'user', content: 'Ping', messageId: 'live-1' } });
    expect(question!.pos).toMatch(/^\d+/);
    expect(answer).toMatchObject({ id: posted.body.reply.id, data: { role: 'assistant', inReplyTo: posted.body.message.id } });
    expect(mine.changes().some((f) => f.type === 'conversation.updated' && f.id === id && f.data.title === 'Live')).toBe(true);
    // The other socket saw its own ready and nothing of this conversation.
    await call(server.url, 'PUT', '/api/users/profile', { token: other.token, body: { firstName: 'Other' } });
    await eventually(() => expect(theirs.changes().some((f) => f.type === 'user.updated')).toBe(true));
    expect(theirs.changes().filter((f) => String(f.type).startsWith('message') || String(f.type).startsWith('conversation'))).toEqual([]);
    await Promise.all([mine.close(), theirs.close()]);
  });
});
