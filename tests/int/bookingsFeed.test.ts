import { describe, it, expect, beforeAll } from 'vitest';
import { eventually } from '../support/eventually.ts';
import type { Json } from '../support/api.ts';
import { comparePos, openFeed, type FeedSocket } from '../support/feed.ts';
import { allDayProfile, gridSlot, useConsultationServer, type Person } from './bookingsKit.ts';

const setup = useConsultationServer();
let expert: Person;

beforeAll(async () => {
  expert = await setup.kit.expert(allDayProfile(['taxation']));
});

const api: typeof setup.api = (...args) => setup.api(...args);
const bookingFrames = (feed: FeedSocket, id: string) => feed.changes().filter((f) => f.type === 'booking.updated' && f.id === id);

async function book(user: Person, start: string): Promise<Json> {
  const res = await api('POST', '/api/bookings', user.token, { duration: 15, start, topic: 'taxation', expertId: expert.id, answers: {} });
  expect(res.status).toBe(201);
  return res.body.booking as Json;
}

describe('booking.updated frames', () => {
  it('reach the user, the expert and an admin on create, reschedule request, move and cancel; nobody else', async () => {
    const user = await setup.kit.customer();
    const stranger = await setup.kit.customer();
    const feeds = {
      user: openFeed(setup.server.url, { auth: { token: user.token } }),
      expert: openFeed(setup.server.url, { auth: { token: expert.token } }),
      admin: openFeed(setup.server.url, { auth: { token: await setup.kit.admin() } }),
      stranger: openFeed(setup.server.url, { auth: { token: stranger.token } }),
    };
    await Promise.all(Object.values(feeds).map((f) => f.ready));

    const booking = await book(user, gridSlot(48));
    const id = booking.id as string;
    expect((await api('POST', `/api/bookings/${id}/request-reschedule`, expert.token, { reason: 'Travelling' })).status).toBe(200);
    const moved = gridSlot(72);
    expect((await api('PUT', `/api/bookings/${id}`, user.token, { start: moved })).status).toBe(200);
    expect((await api('POST', `/api/bookings/${id}/cancel`, user.token, { reason: 'Plans changed' })).status).toBe(200);

    for (const feed of [feeds.user, feeds.expert, feeds.admin]) {
      await eventually(() => expect(bookingFrames(feed, id).map((f) => f.data.status)).toEqual(['confirmed', 'reschedule_requested', 'confirmed', 'cancelled']), 5_000);
      const frames = bookingFrames(feed, id);
      expect(frames.every((f, i) => i === 0 || comparePos(frames[i - 1]!.pos, f.pos) < 0)).toBe(true);
      // The booking as GET /api/bookings/{id} answers it.
      expect(frames[2]!.data).toMatchObject({ id, userId: user.id, expertId: expert.id, start: moved, topic: 'taxation', duration: 15 });
    }
    const got = await api('GET', `/api/bookings/${id}`, user.token);
    expect(bookingFrames(feeds.user, id).at(-1)!.data).toEqual(got.body.booking);

    // A change for the stranger after all the booking's changes: once it arrives, nothing else is coming.
    expect((await api('PUT', '/api/users/profile', stranger.token, { displayName: 'Fence' })).status).toBe(200);
    await eventually(() => expect(feeds.stranger.changes().some((f) => f.type === 'user.updated')).toBe(true));
    expect(feeds.stranger.changes().filter((f) => f.type === 'booking.updated')).toEqual([]);
    await Promise.all(Object.values(feeds).map((f) => f.close()));
  });

  it('resume with since replays the booking frames missed, in order, then live ones', async () => {
    const user = await setup.kit.customer();
    const first = openFeed(setup.server.url, { auth: { token: user.token } });
    await first.ready;
    const id = (await book(user, gridSlot(96))).id as string;
    await eventually(() => expect(bookingFrames(first, id)).toHaveLength(1));
    const since = bookingFrames(first, id)[0]!.pos as string;
    await first.close();

    expect((await api('POST', `/api/bookings/${id}/request-reschedule`, expert.token, { reason: 'Ill' })).status).toBe(200);
    expect((await api('PUT', `/api/bookings/${id}`, user.token, { start: gridSlot(120) })).status).toBe(200);
    // Someone else's booking in the same range is not replayed to this user.
    await book(await setup.kit.customer(), gridSlot(100));

    const second = openFeed(setup.server.url, { auth: { token: user.token, since } });
    const ready = await second.ready;
    const replayed = bookingFrames(second, id);
    expect(replayed).toHaveLength(2);
    expect(second.changes().filter((f) => f.type === 'booking.updated' && f.id !== id)).toEqual([]);
    expect(replayed.every((f) => comparePos(since, f.pos) < 0 && comparePos(f.pos, ready.pos) <= 0)).toBe(true);
    // Replayed frames carry the booking as it is now.
    expect(replayed.map((f) => f.data.status)).toEqual(['confirmed', 'confirmed']);

    expect((await api('POST', `/api/bookings/${id}/cancel`, user.token, { reason: 'No longer needed' })).status).toBe(200);
    await eventually(() => expect(bookingFrames(second, id).map((f) => f.data.status)).toEqual(['confirmed', 'confirmed', 'cancelled']));
    await second.close();
  });
});
