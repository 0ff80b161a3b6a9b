import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startServer, type TestServer } from '../support/server.ts';
import { call } from '../support/api.ts';
import { eventually } from '../support/eventually.ts';
import { ADMIN, allDayProfile, consultationKit, type Person } from './bookingsKit.ts';

/**
 * What the booking page asks before the user commits (issue 17): GET /api/bookings/available-slots?from&to
 * (item 4), the days of a range that have free times, so the calendar marks them with one call instead of
 * one per day; and GET /api/subscriptions/access/consultations (item 5), so a plan without consultations,
 * or a month's allowance used up, is said before the first step. The booking itself still answers 403.
 */
let server: TestServer;
let kit: ReturnType<typeof consultationKit>;
let expert: Person;

const DAY = 86_400_000;
const riyadhDate = (ms: number) => new Date(ms + 3 * 3_600_000).toISOString().slice(0, 10);
const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
const from = riyadhDate(Date.now() + DAY);
const to = riyadhDate(Date.now() + 14 * DAY);
const range = Array.from({ length: 14 }, (_, i) => riyadhDate(Date.now() + (i + 1) * DAY));
const mondays = range.filter((d) => weekday(d) === 1);
const wednesdays = range.filter((d) => weekday(d) === 3);

beforeAll(async () => {
  server = await startServer({ RATE_LIMITS: 'off', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  kit = consultationKit(server.url);
  const none: never[] = [];
  // Mondays 09:00–12:00 and Wednesdays 13:00–14:00 in Riyadh, the first Monday off.
  expert = await kit.expert(
    allDayProfile(['taxation'], {
      timeZone: 'Asia/Riyadh',
      weekly: { mon: [{ from: '09:00', to: '12:00' }], tue: none, wed: [{ from: '13:00', to: '14:00' }], thu: none, fri: none, sat: none, sun: none },
      datesOff: [mondays[0]],
    }),
  );
});
afterAll(async () => {
  await server?.stop();
});

const freeDays = (query: string) => call(server.url, 'GET', `/api/bookings/available-slots?${query}`);

describe('free days of a range', () => {
  it('lists only the days with free times and how many, public', async () => {
    const res = await freeDays(`from=${from}&to=${to}&duration=15&expertId=${expert.id}`);
    expect(res.status).toBe(200);
    const expected = [...mondays.slice(1).map((date) => ({ date, times: 12 })), ...wednesdays.map((date) => ({ date, times: 4 }))];
    expected.sort((a, b) => a.date.localeCompare(b.date));
    expect(res.body).toEqual({ from, to, timeZone: 'Asia/Riyadh', days: expected });
  });

  it('counts the duration asked for, and a booked time no longer counts', async () => {
    const wednesday = wednesdays[0]!;
    const twenty = await freeDays(`from=${wednesday}&to=${wednesday}&duration=20&expertId=${expert.id}`);
    expect(twenty.body.days).toEqual([{ date: wednesday, times: 3 }]);
    const user = await kit.customer();
    const booked = await call(server.url, 'POST', '/api/bookings', {
      token: user.token,
      body: { duration: 20, start: `${wednesday}T13:00:00+03:00`, topic: 'taxation', expertId: expert.id, answers: {} },
    });
    expect(booked.status).toBe(201);
    // 13:00–13:20 is taken and the 5-minute buffer also rules out 13:20; 13:40 is left.
    const after = await freeDays(`from=${wednesday}&to=${wednesday}&duration=20&expertId=${expert.id}`);
    expect(after.body.days).toEqual([{ date: wednesday, times: 1 }]);
  });

  it('refuses a missing or malformed day, a range backwards or longer than six weeks, a bad duration or topic', async () => {
    const fields = async (query: string) => {
      const res = await freeDays(query);
      expect(res.status).toBe(400);
      return JSON.stringify(res.body);
    };
    expect(await fields(`to=${to}`)).toContain('from');
    expect(await fields(`from=2026-02-30&to=${to}`)).toContain('Use YYYY-MM-DD');
    expect(await fields(`from=${to}&to=${from}`)).toContain('Must not be before from');
    expect(await fields('from=2026-01-01&to=2026-02-12')).toContain('At most 42 days');
    expect((await freeDays('from=2026-01-01&to=2026-02-11')).status).toBe(200);
    expect(await fields(`from=${from}&to=${to}&duration=30`)).toContain('15 or 20');
    expect(await fields(`from=${from}&to=${to}&topic=astrology`)).toContain('Choose one of');
  });
});

const access = (who: Person) => call(server.url, 'GET', '/api/subscriptions/access/consultations', { token: who.token });

describe('consultations access', () => {
  it('a free plan: 403 TIER_REQUIRED naming the plan that has them', async () => {
    const res = await access(await kit.customer('free'));
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'TIER_REQUIRED', feature: 'consultations', currentTier: 'free', requiredTier: 'professional' });
  });

  it('a professional plan: the month’s allowance and how much of it is used, before and after a booking', async () => {
    const user = await kit.customer('professional');
    expect((await access(user)).body).toEqual({ success: true, feature: 'consultations', tier: 'professional', allowed: true, limit: 1, used: 0 });
    const booked = await call(server.url, 'POST', '/api/bookings', {
      token: user.token,
      body: { duration: 15, start: `${wednesdays[1]}T13:00:00+03:00`, topic: 'taxation', expertId: expert.id, answers: {} },
    });
    expect(booked.status).toBe(201);
    await eventually(async () => expect((await access(user)).body).toMatchObject({ limit: 1, used: 1 }));
  });
});
