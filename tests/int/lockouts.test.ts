import { describe, it, expect } from 'vitest';
import jwt from 'jsonwebtoken';
import { call, newUser, register } from '../support/api.ts';
import { adminLogin, reauth } from '../support/admin.ts';
import { useAdminServer } from '../support/adminServer.ts';

/**
 * Issue 22: limits that someone else could trip to lock an account's owner out. The owner comes
 * from the loopback address, the stranger from an address of their own (the server trusts
 * X-Forwarded-For from loopback only).
 */
const ADMIN = { email: 'lockouts-admin@example.com', password: 'admin password for lockouts' };
const ctx = useAdminServer(ADMIN, { RATE_LIMITS: 'on' });

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
