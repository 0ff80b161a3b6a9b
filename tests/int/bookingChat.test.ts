import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it, expect } from 'vitest';
import { SqliteEventStore } from '../../infra/eventstore/sqlite.ts';
import { resolveJwtSecret } from '../../infra/security/jwtSecret.ts';
import { signAccessToken } from '../../infra/security/tokens.ts';
import { startServer } from '../support/server.ts';
import { call } from '../support/api.ts';
import { eventually } from '../support/eventually.ts';
import { allDayProfile, gridSlot, useConsultationServer } from './bookingsKit.ts';

/** Issue 9, expert chat: every booking has a conversation of its user and its expert, named in the booking. */
const setup = useConsultationServer();
const api: typeof setup.api = (...args) => setup.api(...args);

describe('the chat of a booking', () => {
  it('is opened with the booking, named in every answer, and readable by its two people and admins only', async () => {
    const [expert, user, stranger] = await Promise.all([setup.kit.expert(allDayProfile(['visa-residency'])), setup.kit.customer(), setup.kit.customer()]);
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
    expect((await api('GET', `/api/conversations/${conversationId}`, await setup.kit.admin())).status).toBe(200);
    expect((await api('GET', `/api/conversations/${conversationId}`, stranger.token)).status).toBe(404);
  }, 60_000);

  it('takes messages from both sides; a retried messageId stores one message', async () => {
    const [expert, user] = await Promise.all([setup.kit.expert(allDayProfile(['visa-residency'])), setup.kit.customer()]);
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

describe('a booking whose chat was never opened (a crash between the two appends)', () => {
  it('gets its chat from the booking process when the server starts again, once', async () => {
    // The log as such a crash leaves it: the people and the confirmed booking, no conversation.
    const dataDir = mkdtempSync(join(tmpdir(), 'bawaba-chat-repair-'));
    const [userId, expertId, bookingId] = [randomUUID(), randomUUID(), randomUUID()];
    const events = new SqliteEventStore(join(dataDir, 'events.db'));
    const at = new Date().toISOString();
    for (const [id, role] of [[userId, 'user'], [expertId, 'expert']] as const) {
      const data = { userId: id, email: `${role}-${id}@example.com`, firstName: 'A', lastName: 'B', displayName: 'A B', passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$x', role, registeredAt: at };
      await events.append(`user-${id}`, [{ type: 'UserRegistered', data }], { expectedRevision: 'no_stream' });
    }
    const start = gridSlot(30);
    const booking = {
      bookingId, userId, expertId, expertName: 'Dr Day', topic: 'visa-residency', duration: 15, start, end: new Date(Date.parse(start) + 15 * 60_000).toISOString(),
      answers: {}, notes: null, allowanceMonth: at.slice(0, 7), by: { id: userId, role: 'user' }, at,
    };
    await events.append(`booking-${bookingId}`, [{ type: 'BookingConfirmed', data: booking }], { expectedRevision: 'no_stream' });
    await events.close();
    const secret = resolveJwtSecret(undefined, dataDir);
    const token = signAccessToken(secret, { sub: userId, role: 'user', tier: 'professional' });
    const expertToken = signAccessToken(secret, { sub: expertId, role: 'expert', tier: 'free' });
    const crashed = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: 'off' });
    try {
      const ask = (method: string, path: string, who: string) => call(crashed.url, method, path, { token: who });
      const listed = await ask('GET', '/api/bookings', token);
      const conversationId = listed.body.bookings[0].conversationId as string;
      // The process resumes from its checkpoint (none: the start of the log) and opens it on BookingConfirmed.
      await eventually(async () => expect((await ask('GET', `/api/conversations/${conversationId}`, expertToken)).status).toBe(200), 10_000);
      const chat = await ask('GET', `/api/conversations/${conversationId}`, expertToken);
      expect(chat.body.conversation).toMatchObject({ id: conversationId, featureType: 'expert', participantIds: [userId, expertId] });
      const list = await ask('GET', '/api/conversations?feature=expert', token);
      expect(list.body.conversations.map((c: { id: string }) => c.id)).toEqual([conversationId]);
    } finally {
      await crashed.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
