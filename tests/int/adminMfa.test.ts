import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer, type TestServer } from '../support/server.ts';
import { call, newUser, register } from '../support/api.ts';
import { adminLogin, reauth, totpAt } from '../support/admin.ts';

const ADMIN = { email: 'mfa-admin@example.com', password: 'admin password for mfa' };
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ RATE_LIMITS: 'off', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
});
afterAll(async () => {
  await server?.stop();
});

const post = (path: string, body: unknown) => call(server.url, 'POST', path, { body });
const codeAt = totpAt;
const stepNow = () => Math.floor(Date.now() / 30_000);

/** A fresh analyst (or another role made by the admin), for tests that need an account of their own. */
async function newAnalyst(role = 'analyst') {
  const person = newUser();
  const { body } = await register(server.url, person);
  const admin = (await adminLogin(server.url, ADMIN)).tokens.accessToken;
  await reauth(server.url, admin, ADMIN.password);
  expect((await call(server.url, 'PUT', `/api/admin/users/${body.user.id}`, { token: admin, body: { role } })).status).toBe(200);
  return { creds: { email: person.email, password: person.password }, id: body.user.id as string };
}

describe('TOTP second factor', () => {
  it('is required of editors too (they publish to the public site): /auth/login gives them no token', async () => {
    const who = await newAnalyst('editor');
    const direct = await post('/api/auth/login', who.creds);
    expect(direct.body).toEqual({ mfaEnrollmentRequired: true, mfaToken: expect.any(String), secret: expect.any(String), otpauthUrl: expect.any(String) });
    const viaAdmin = await post('/api/admin/login', who.creds);
    expect(viaAdmin.body.mfaEnrollmentRequired).toBe(true);
    const done = await post('/api/admin/login/mfa', { mfaToken: viaAdmin.body.mfaToken, code: codeAt(viaAdmin.body.secret, stepNow()) });
    expect([done.status, done.body.user.role]).toEqual([200, 'editor']);
  });

  it('enrols on the first sign-in: secret and otpauth URL, then tokens and ten recovery codes', async () => {
    const who = await newAnalyst();
    const first = await post('/api/admin/login', who.creds);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ mfaEnrollmentRequired: true, mfaToken: expect.any(String), secret: expect.stringMatching(/^[A-Z2-7]{32}$/), otpauthUrl: expect.stringMatching(/^otpauth:\/\/totp\/Bawaba:/) });
    expect(first.body.otpauthUrl).toContain(`secret=${first.body.secret}`);

    const wrong = await post('/api/admin/login/mfa', { mfaToken: first.body.mfaToken, code: codeAt(first.body.secret, stepNow() + 5) });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'MFA_CODE_INVALID']);
    const done = await post('/api/admin/login/mfa', { mfaToken: first.body.mfaToken, code: codeAt(first.body.secret, stepNow()) });
    expect(done.status).toBe(200);
    expect(done.body.user).toMatchObject({ id: who.id, role: 'analyst' });
    expect(done.body.tokens).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String) });
    expect(done.body.recoveryCodes).toHaveLength(10);
    expect(new Set(done.body.recoveryCodes).size).toBe(10);
    // The enrolment token cannot enrol again.
    const again = await post('/api/admin/login/mfa', { mfaToken: first.body.mfaToken, code: codeAt(first.body.secret, stepNow() + 1) });
    expect([again.status, again.body.code]).toEqual([409, 'MFA_ALREADY_ENROLLED']);

    // Enrolled: the password step asks for a code, at /auth/login too, and gives no token.
    for (const path of ['/api/admin/login', '/api/auth/login']) {
      const step = await post(path, who.creds);
      expect(step.body).toEqual({ mfaRequired: true, mfaToken: expect.any(String) });
    }
    const next = await post('/api/admin/login', who.creds);
    // The enrolment's own step is spent: its code is a replay.
    const replay = await post('/api/admin/login/mfa', { mfaToken: next.body.mfaToken, code: codeAt(first.body.secret, stepNow()) });
    const used = replay.status === 200 ? stepNow() : undefined; // the step may have turned since
    if (used === undefined) expect([replay.status, replay.body.code]).toEqual([400, 'MFA_CODE_REUSED']);
    // One code for both: worked out twice, a step turning in between made the replay a new, valid code.
    const freshCode = codeAt(first.body.secret, stepNow() + 1);
    const fresh = await post('/api/admin/login/mfa', { mfaToken: next.body.mfaToken, code: freshCode });
    expect(fresh.status).toBe(200);
    expect(fresh.body.recoveryCodes).toBeUndefined();
    const replayed = await post('/api/admin/login/mfa', { mfaToken: next.body.mfaToken, code: freshCode });
    expect([replayed.status, replayed.body.code]).toEqual([400, 'MFA_CODE_REUSED']);

    // A recovery code works once, in place of the code, whatever its case or spaces.
    const recovery = done.body.recoveryCodes[0] as string;
    const viaRecovery = await post('/api/admin/login/mfa', { mfaToken: next.body.mfaToken, code: ` ${recovery.toUpperCase()} ` });
    expect(viaRecovery.status).toBe(200);
    const spent = await post('/api/admin/login/mfa', { mfaToken: next.body.mfaToken, code: recovery });
    expect([spent.status, spent.body.code]).toEqual([400, 'MFA_CODE_INVALID']);
  });

  it('refuses a forged, expired-looking or access token in place of the mfaToken, and bad input', async () => {
    const admin = await adminLogin(server.url, ADMIN);
    for (const mfaToken of ['not-a-token', admin.tokens.accessToken, `${admin.tokens.accessToken.slice(0, -2)}xx`]) {
      const res = await post('/api/admin/login/mfa', { mfaToken, code: '123456' });
      expect([res.status, res.body.code]).toEqual([401, 'MFA_TOKEN_INVALID']);
    }
    expect((await post('/api/admin/login/mfa', { code: '123456' })).body.fields).toHaveProperty('mfaToken');
    expect((await post('/api/admin/login/mfa', { mfaToken: 'x', code: '12' })).body.fields).toHaveProperty('code');
    expect((await post('/api/admin/login/mfa', { mfaToken: 'x', code: '123456', extra: 1 })).status).toBe(400);
  });

  it('a user signs in with tokens at once, with no second factor', async () => {
    const person = newUser();
    await register(server.url, person);
    const res = await post('/api/auth/login', { email: person.email, password: person.password });
    expect(res.body.tokens).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String) });
  });

  it('a disabled admin or analyst is told ACCOUNT_DISABLED before any second factor', async () => {
    const who = await newAnalyst();
    const admin = (await adminLogin(server.url, ADMIN)).tokens.accessToken;
    await reauth(server.url, admin, ADMIN.password);
    expect((await call(server.url, 'PUT', `/api/admin/users/${who.id}`, { token: admin, body: { disabled: true } })).status).toBe(200);
    const res = await post('/api/admin/login', who.creds);
    expect([res.status, res.body.code]).toEqual([403, 'ACCOUNT_DISABLED']);
  });

  it('keeps the secret and the recovery codes out of the log in plaintext', async () => {
    const who = await newAnalyst();
    const first = await post('/api/admin/login', who.creds);
    const done = await post('/api/admin/login/mfa', { mfaToken: first.body.mfaToken, code: codeAt(first.body.secret, stepNow()) });
    expect(done.status).toBe(200);
    const dataDir = server.dataDir;
    await server.stop({ keepData: true });
    const bytes = readdirSync(dataDir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => readFileSync(join(e.parentPath, e.name)).toString('latin1'))
      .join('\n');
    server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: 'off', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    expect(bytes).not.toContain(first.body.secret);
    for (const code of done.body.recoveryCodes as string[]) expect(bytes).not.toContain(code);
  });
});

describe('rate limit', () => {
  it('refuses codes after 10 failures for one account', async () => {
    const limited = await startServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    try {
      const first = await call(limited.url, 'POST', '/api/admin/login', { body: ADMIN });
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        statuses.push((await call(limited.url, 'POST', '/api/admin/login/mfa', { body: { mfaToken: first.body.mfaToken, code: '000000' } })).status);
      }
      expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await limited.stop();
    }
  });
});
