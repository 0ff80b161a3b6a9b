import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startServer, type TestServer } from '../support/server.ts';
import { call } from '../support/api.ts';
import { ADMIN, allDayProfile, consultationKit, gridSlot } from './bookingsKit.ts';

/** Issue 9, expert chat: every booking has a conversation of its user and its expert, named in the booking. */
let server: TestServer;
let kit: ReturnType<typeof consultationKit>;
beforeAll(async () => {
  server = await startServer({ RATE_LIMITS: 'off', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  kit = consultationKit(server.url);
});
afterAll(async () => {
  await server?.stop();
});

const api = (method: string, path: string, token?: string, body?: unknown) => call(server.url, method, path, { token, body });

describe('the chat of a booking', () => {
  it('is opened with the booking, named in every answer, and readable by its two people and admins only', async () => {
    const [expert, user, stranger] = await Promise.all([kit.expert(allDayProfile(['visa-residency'])), kit.customer(), kit.customer()]);
    const made = await api('POST', '/api/bookings', user.token, { duration: 15, start: gridSlot(30), topic: 'visa-residency', expertId: expert.id, answers: {} });
    expect(made.status).toBe(201);
    const { id, conversationId } = made.body.booking;
    expect(conversationId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await api('GET', `/api/bookings/${id}`, expert.token)).body.booking.conversationId).toBe(conversationId);
    expect((await api('GET', '/api/bookings', user.token)).body.bookings[0].conversationId).toBe(conversationId);

    const seen = await api('GET', `/api/conversations/${conversationId}`, user.token);
    expect(seen.status).toBe(200);
    expect(seen.body.conversation).toMatchObject({ featureType: 'expert', messages: [] });
    expect((await api('GET', `/api/conversations/${conversationId}`, expert.token)).status).toBe(200);
    expect((await api('GET', `/api/conversations/${conversationId}`, await kit.admin())).status).toBe(200);
    expect((await api('GET', `/api/conversations/${conversationId}`, stranger.token)).status).toBe(404);
  }, 60_000);

  it('takes messages from both sides; a retried messageId stores one message', async () => {
    const [expert, user] = await Promise.all([kit.expert(allDayProfile(['visa-residency'])), kit.customer()]);
    const made = await api('POST', '/api/bookings', user.token, { duration: 15, start: gridSlot(31), topic: 'visa-residency', expertId: expert.id, answers: {} });
    const chat = `/api/conversations/${made.body.booking.conversationId}/messages`;
    const first = await api('POST', chat, user.token, { content: 'Hello, I have a question', messageId: 'm_1' });
    expect(first.status).toBe(201);
    const again = await api('POST', chat, user.token, { content: 'Hello, I have a question', messageId: 'm_1' });
    expect(again.status).toBe(200);
    expect(again.body.message.id).toBe(first.body.message.id);
    const reply = await api('POST', chat, expert.token, { role: 'expert', content: 'Ask away', messageId: 'm_1' });
    expect(reply.status).toBe(201);
    expect(reply.body.message.role).toBe('expert');
    expect(reply.body.reply).toBeNull();
    const seen = await api('GET', `/api/conversations/${made.body.booking.conversationId}`, expert.token);
    expect(seen.body.conversation.messages.map((m: { content: string }) => m.content)).toEqual(['Hello, I have a question', 'Ask away']);
    expect((await api('POST', chat, user.token, { content: '' })).status).toBe(400);
  }, 60_000);
});
