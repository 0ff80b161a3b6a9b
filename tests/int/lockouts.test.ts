import { describe, it, expect } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import jwt from 'jsonwebtoken';
import { call, newUser, register } from '../support/api.ts';
import { adminLogin, reauth } from '../support/admin.ts';
import { storedEvents, useAdminServer } from '../support/adminServer.ts';
import { eventually } from '../support/eventually.ts';

/**
 * Issue 22: limits that someone else could trip to lock an account's owner out, or use to learn
 * who has an account. The owner comes
 * from the loopback address, the stranger from an address of their own (the server trusts
 * X-Forwarded-For from loopback only).
 */
const ADMIN = { email: 'lockouts-admin@example.com', password: 'admin password for lockouts' };
const ctx = useAdminServer(ADMIN, { RATE_LIMITS: 'on', TEST_CLOCK: 'on' });

let addresses = 0;
const stranger = () => ({ 'x-forwarded-for': `198.51.100.${++addresses}` });

/** A signed-up user the admin made an analyst, who has signed in once (second factor enrolled). */
async function analyst() {
  const person = newUser();
  const id = (await register(ctx.server.url, person)).body.user.id as string;
  await reauth(ctx.server.url, ctx.admin.token, ADMIN.password);
  expect((await call(ctx.server.url, 'PUT', `/api/admin/users/${id}`, { token: ctx.admin.token, body: { role: 'analyst' } })).status).toBe(200);
  const credentials = { email: person.email, password: person.password };
  await adminLogin(ctx.server.url, credentials);
  return { id, credentials };
}

describe('the second factor', () => {
  it('does not count forged mfaTokens against the account they name', async () => {
    const victim = await analyst();
    const headers = stranger();
    for (let i = 0; i < 12; i++) {
      const forged = jwt.sign({ purpose: 'mfa' }, 'not the server key', { algorithm: 'HS256', subject: victim.id, expiresIn: 300 });
      const res = await call(ctx.server.url, 'POST', '/api/admin/login/mfa', { headers, body: { mfaToken: forged, code: '123456' } });
      expect([res.status, res.body.code]).toEqual([401, 'MFA_TOKEN_INVALID']);
    }
    // The owner, with the right password and code, is let in.
    const owner = await adminLogin(ctx.server.url, victim.credentials);
    expect(owner.user.id).toBe(victim.id);
  });
});

const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  call(ctx.server.url, 'POST', '/api/auth/login', { headers, body: { email, password } });
const advanceClock = async (advanceMs: number) => expect((await call(ctx.server.url, 'POST', '/api/test/clock', { body: { advanceMs } })).status).toBe(200);
const retryAfter = (res: Awaited<ReturnType<typeof call>>) => {
  expect([res.status, res.body.code]).toEqual([429, 'RATE_LIMITED']);
  expect(res.body.retryAfter).toBe(Number(res.headers.get('retry-after')));
  return res.body.retryAfter as number;
};

describe('password sign-in', () => {
  it('slows down the guessing address, not the owner signing in from another one', async () => {
    const owner = newUser();
    await register(ctx.server.url, owner);
    const headers = stranger();
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push((await login(owner.email, `guess number ${i}`, headers)).status);
    expect((await login(owner.email, owner.password)).status).toBe(200); // the owner, from home
    // Five guesses are free, the sixth makes the address wait.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429, 429, 429, 429, 429]);
    expect((await login(owner.email, owner.password, headers)).status).toBe(429); // the guesser, even with the password
  });

  it('doubles the wait with each further wrong password, and a success starts the count again', async () => {
    const owner = newUser();
    await register(ctx.server.url, owner);
    const headers = stranger();
    for (let i = 0; i < 6; i++) expect((await login(owner.email, `guess ${i}`, headers)).status).toBe(401);
    const waits = [retryAfter(await login(owner.email, 'guess 6', headers))];
    for (let round = 0; round < 3; round++) {
      await advanceClock(waits.at(-1)! * 1000);
      expect((await login(owner.email, `late guess ${round}`, headers)).status).toBe(401);
      waits.push(retryAfter(await login(owner.email, 'too soon', headers)));
    }
    expect(waits).toEqual([30, 60, 120, 240]);
    await advanceClock(240_000);
    expect((await login(owner.email, owner.password, headers)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(owner.email, `fresh guess ${i}`, headers)).status).toBe(401);
  });

  it('still limits one address spraying a password over many accounts', async () => {
    const headers = stranger();
    const statuses = [];
    for (let i = 0; i < 31; i++) statuses.push((await login(`sprayed${i}.${Date.now()}@example.com`, 'Summer2026!!', headers)).status);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('registration with an email that has an account', () => {
  const mailsTo = (email: string) => {
    const dir = join(ctx.server.dataDir, 'mail'); // the development mailer's messages
    return (existsSync(dir) ? readdirSync(dir) : []).map((f) => readFileSync(join(dir, f), 'utf8')).filter((m) => m.includes(`To: ${email}`));
  };
  const notices = (userId: string) =>
    storedEvents(ctx.server.dataDir, `user-${userId}`).filter((e) => e.type === 'MailRequested' && e.data.template === 'registration-attempt');

  const owner = async () => {
    const person = newUser();
    return { ...person, id: (await register(ctx.server.url, person)).body.user.id as string };
  };
  const attempt = (email: string, headers: Record<string, string>) => call(ctx.server.url, 'POST', '/api/auth/register', { headers, body: { ...newUser(), email } });

  it('keeps the spec\'s 409 and mails the owner of the attempt, once an hour', async () => {
    const taken = await owner();
    const headers = stranger();
    const first = await attempt(taken.email, headers);
    expect([first.status, first.body.code, first.body.existingMethods]).toEqual([409, 'ACCOUNT_EXISTS', ['password']]);
    await eventually(() => expect(mailsTo(taken.email).filter((m) => m.includes('Subject: Someone tried to sign up with your email address'))).toHaveLength(1));
    expect((await attempt(taken.email, headers)).status).toBe(409);
    expect(notices(taken.id)).toHaveLength(1); // the second attempt within the hour mails nothing
  });

  it('gives one address 5 such answers an hour, then 429 like sign-in', async () => {
    const taken = [];
    for (let i = 0; i < 6; i++) taken.push(await owner());
    const headers = stranger();
    const statuses = [];
    for (const { email } of taken) statuses.push((await attempt(email, headers)).status);
    expect(statuses).toEqual([409, 409, 409, 409, 409, 429]);
  });
});
