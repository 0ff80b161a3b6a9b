import { afterAll, beforeAll } from 'vitest';
import { call, newUser, register, type Json } from '../support/api.ts';
import { adminToken as signInAdmin, reauth } from '../support/admin.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { grantTier } from '../support/plans.ts';

/** People and experts for the consultation tests, made through the public API like real ones. */
export const ADMIN = { email: 'admin-bookings@example.com', password: 'admin password 123' };

/** A business that finished onboarding; the package is set per customer. */
export const profileData = { companyName: 'Nile Trading', country: 'eg', industry: 'trade-distribution', companySize: '1-10', timeline: '0-3m', goals: [], services: [] };

export type Person = { id: string; token: string; email: string; password: string };

export function consultationKit(base: string) {
  // The sign-in itself is shared: two people made at once must not enrol the admin's second factor twice.
  let adminToken: Promise<string> | undefined;
  const admin = (): Promise<string> => (adminToken ??= signInAdmin(base, ADMIN));

  async function signUp(): Promise<Person> {
    const user = newUser();
    const { body } = await register(base, user);
    return { id: body.user.id, token: body.tokens.accessToken, email: user.email, password: user.password };
  }

  /** A signed-up user who finished onboarding with the given package, granted by the admin (null: not onboarded). */
  async function customer(tier: 'free' | 'professional' | 'enterprise' | null = 'professional'): Promise<Person> {
    const person = await signUp();
    if (tier === null) return person;
    const res = await call(base, 'POST', '/api/business-profile/complete-onboarding', { token: person.token, body: { profileData: { ...profileData, package: tier } } });
    if (res.status !== 200) throw new Error(`onboarding failed: ${JSON.stringify(res.body)}`);
    if (tier !== 'free') await grantTier(base, person.id, tier, admin);
    return person;
  }

  /** A user made an expert by the admin, signed in again for a token with the role, with this profile. */
  async function expert(profile: Json): Promise<Person> {
    const person = await signUp();
    // A role change asks for a re-authentication in the last 5 minutes (tests may move the clock).
    await reauth(base, await admin(), ADMIN.password);
    const role = await call(base, 'PUT', `/api/admin/users/${person.id}`, { token: await admin(), body: { role: 'expert' } });
    if (role.status !== 200) throw new Error(`role change failed: ${JSON.stringify(role.body)}`);
    const login = await call(base, 'POST', '/api/auth/login', { body: { email: person.email, password: person.password } });
    const token = login.body.tokens.accessToken as string;
    const res = await call(base, 'PUT', '/api/experts/me', { token, body: profile });
    if (res.status !== 200) throw new Error(`profile failed: ${JSON.stringify(res.body)}`);
    return { ...person, token };
  }

  return { admin, signUp, customer, expert };
}

/**
 * A server for one consultations test file, with the kit's admin configured, the kit on it and a
 * call helper. Read the fields inside tests: they are set in beforeAll.
 */
export function useConsultationServer(env: Record<string, string> = {}) {
  const state = {
    server: undefined as unknown as TestServer,
    kit: undefined as unknown as ReturnType<typeof consultationKit>,
    api: (method: string, path: string, token?: string, body?: unknown) => call(state.server.url, method, path, { token, body }),
  };
  beforeAll(async () => {
    state.server = await startServer({ RATE_LIMITS: 'off', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...env });
    state.kit = consultationKit(state.server.url);
  });
  afterAll(async () => {
    await state.server?.stop();
  });
  return state;
}

const MINUTE = 60_000;
const EVERY_DAY = (from: string, to: string) => Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [{ from, to }]]));

/** Available all day in UTC, no notice, so any 15-minute grid time ahead is bookable. */
export const allDayProfile = (topics: string[], overrides: Json = {}) => ({
  displayName: 'Dr Day',
  headline: 'Always there',
  bio: 'Test expert',
  languages: ['en', 'ar'],
  topics,
  timeZone: 'UTC',
  weekly: EVERY_DAY('00:00', '23:59'),
  minNoticeHours: 0,
  bufferMinutes: 5,
  horizonDays: 60,
  ...overrides,
});

/** The first 15-minute grid time at least `hours` ahead that the all-day profile offers. */
export function gridSlot(hours: number, now = Date.now()): string {
  let t = Math.ceil((now + hours * 3_600_000) / (15 * MINUTE)) * 15 * MINUTE;
  if (new Date(t).toISOString().slice(11, 16) === '23:45') t += 15 * MINUTE;
  return new Date(t).toISOString();
}

/**
 * A profile whose only interval starts at the next whole minute, in a zone where that is about
 * noon (so the interval never crosses midnight), plus that first slot's start.
 */
export function nearProfile(topics: string[], now = Date.now()): { profile: Json; start: string } {
  const start = Math.ceil(now / MINUTE) * MINUTE + MINUTE;
  const offset = 12 - new Date(start).getUTCHours();
  const timeZone = offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
  const local = new Date(start + offset * 3_600_000);
  const hhmm = (d: Date) => d.toISOString().slice(11, 16);
  const day = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'][local.getUTCDay()]!;
  const weekly = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [], [day]: [{ from: hhmm(local), to: hhmm(new Date(local.getTime() + 2 * 3_600_000)) }] };
  return {
    profile: { ...allDayProfile(topics), displayName: 'Dr Near', timeZone, weekly, bufferMinutes: 0 },
    start: new Date(start).toISOString(),
  };
}
