import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startServer, type TestServer } from '../support/server.ts';
import { call, type Json } from '../support/api.ts';
import { ADMIN, allDayProfile, consultationKit, gridSlot, nearProfile, type Person } from './bookingsKit.ts';

/**
 * What needs time to pass on the server: bookings starting within two minutes, whose start the
 * test clock (TEST_CLOCK=on) then moves past, and the 50-request race.
 */
let server: TestServer;
let kit: ReturnType<typeof consultationKit>;
beforeAll(async () => {
  server = await startServer({ RATE_LIMITS: 'off', TEST_CLOCK: 'on', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, JITSI_DOMAIN: 'jitsi.test.local' });
  kit = consultationKit(server.url);
});
afterAll(async () => {
  await server?.stop();
});

const api = (method: string, path: string, token?: string, body?: unknown) => call(server.url, method, path, { token, body });
const book = (who: Person, expert: Person, start: string) =>
  api('POST', '/api/bookings', who.token, { duration: 15, start, topic: 'visa-residency', expertId: expert.id, answers: {} });

describe('50 concurrent bookings of one slot', () => {
  it('make exactly one booking; the others hear SLOT_TAKEN (or QUOTA_EXCEEDED for a user already racing)', async () => {
    const expert = await kit.expert(allDayProfile(['visa-residency']));
    const users = await Promise.all(Array.from({ length: 10 }, () => kit.customer()));
    const start = gridSlot(30);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, n) => book(users[n % users.length]!, expert, start)));
    const created = answers.filter((a) => a.status === 201);
    expect(created).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 201)) expect(['SLOT_TAKEN', 'QUOTA_EXCEEDED']).toContain(a.body.code);
    const listed = await api('GET', `/api/admin/bookings?expertId=${expert.id}`, await kit.admin());
    expect(listed.body.bookings.map((b: Json) => b.id)).toEqual([created[0]!.body.booking.id]);
    // Every loser got its consultation back: each other user can still book.
    const winner = created[0]!.body.booking.userId;
    const other = users.find((u) => u.id !== winner)!;
    expect((await book(other, expert, gridSlot(40))).status).toBe(201);
  }, 60_000);
});

describe('around the start time', () => {
  // One start at most two minutes ahead for every booking here, so the wait is paid once.
  const people: Record<string, Person> = {};
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    const near = nearProfile(['visa-residency']);
    const [expertA, expertB, expertC] = await Promise.all([1, 2, 3].map(() => kit.expert(near.profile)));
    const [user, other, third] = await Promise.all([1, 2, 3].map(() => kit.customer()));
    Object.assign(people, { expertA, expertB, expertC, user, other, third });
    const made = await Promise.all([
      book(people.user!, people.expertA!, near.start),
      book(people.other!, people.expertB!, near.start),
      book(people.third!, people.expertC!, near.start),
    ]);
    for (const m of made) expect(m.status).toBe(201);
    const [cancelled, noShow, completed] = made.map((m) => m.body.booking.id as string);
    Object.assign(ids, { cancelled, noShow, completed });
  }, 60_000);

  /** A status change is refused as TOO_EARLY, then accepted once the server's clock is past the start. */
  let started = false;
  const afterStart = async (attempt: () => ReturnType<typeof api>) => {
    if (!started) {
      expect((await attempt()).body.code).toBe('TOO_EARLY');
      expect((await api('POST', '/api/test/clock', undefined, { advanceMs: 3 * 60_000 })).status).toBe(200);
      started = true;
    }
    expect((await attempt()).status).toBe(200);
  };

  it('opens the meeting to the participants from 10 minutes before the start', async () => {
    const { user, expertA, expertB } = people as Record<string, Person>;
    const id = ids.cancelled!;
    const meeting = await api('GET', `/api/bookings/${id}/meeting`, user!.token);
    expect(meeting.status).toBe(200);
    expect(meeting.body).toEqual({
      success: true,
      meetingUrl: `https://jitsi.test.local/bawaba${id}`,
      embedUrl: expect.stringMatching(new RegExp(`^https://jitsi\\.test\\.local/bawaba${id}`)),
      meetingCode: `bawaba${id}`,
      domain: 'jitsi.test.local',
      roomName: `bawaba${id}`,
    });
    expect((await api('GET', `/api/bookings/${id}/meeting`, expertA!.token)).status).toBe(200);
    expect((await api('GET', `/api/bookings/${id}/meeting`, expertB!.token)).status).toBe(404);
    expect((await api('POST', `/api/bookings/${id}/cancel`, user!.token, { reason: 'Late' })).body.booking.lateCancellation).toBe(true);
    expect((await api('GET', `/api/bookings/${id}/meeting`, user!.token)).body.code).toBe('MEETING_NOT_OPEN');
  });

  it('the expert marks a no-show after the start; nothing follows a no-show', async () => {
    const { other, expertB } = people as Record<string, Person>;
    const id = ids.noShow!;
    await afterStart(() => api('POST', `/api/bookings/${id}/outcome`, expertB!.token, { status: 'no_show_user', notes: 'Did not join' }));
    expect((await api('GET', `/api/bookings/${id}`, other!.token)).body.booking.status).toBe('no_show_user');
    expect((await api('POST', `/api/bookings/${id}/outcome`, expertB!.token, { status: 'completed' })).body).toMatchObject({
      code: 'INVALID_TRANSITION',
      allowed: [],
    });
    expect((await api('POST', `/api/bookings/${id}/review`, other!.token, { rating: 1 })).body.code).toBe('NOT_COMPLETED');
  });

  it('an admin completes a started booking with a note; the user reviews once; the expert rating follows', async () => {
    const { third, expertC } = people as Record<string, Person>;
    const id = ids.completed!;
    const admin = await kit.admin();
    await afterStart(() => api('PUT', `/api/admin/bookings/${id}/status`, admin, { status: 'completed', notes: 'Good session' }));
    expect((await api('POST', `/api/bookings/${id}/review`, expertC!.token, { rating: 5 })).body.code).toBe('FORBIDDEN');
    const review = await api('POST', `/api/bookings/${id}/review`, third!.token, { rating: 4, comment: 'Clear answers' });
    expect(review.status).toBe(201);
    expect(review.body.booking).toMatchObject({ status: 'completed', review: { rating: 4, comment: 'Clear answers', createdAt: expect.any(String) } });
    const again = await api('POST', `/api/bookings/${id}/review`, third!.token, { rating: 1 });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ALREADY_REVIEWED');
    const listed = (await api('GET', '/api/experts?topic=visa-residency')).body.find((e: Json) => e.id === expertC!.id);
    expect(listed).toMatchObject({ rating: 4, reviewCount: 1 });
  });
});
