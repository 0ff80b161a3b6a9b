import { TOTP, Secret } from 'otpauth';
import { call, type Json } from './api.ts';

export type Credentials = { email: string; password: string };

/**
 * What a test knows of an account's second factor, by email: the secret it enrolled with, the
 * last step it used (a code is never accepted twice) and the recovery codes not yet spent.
 */
const factors = new Map<string, { secret: string; lastStep: number; recoveryCodes: string[] }>();

/** The code an authenticator app shows for a 30-second step (`Math.floor(Date.now() / 30_000)` is now's). */
export const totpAt = (secret: string, step: number): string =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: step * 30_000 });

/** A code this account has not used yet: this step's, the next one's, else a recovery code. */
function nextCode(email: string): string {
  const factor = factors.get(email);
  if (!factor) throw new Error(`no second factor known for ${email}: sign in with adminLogin first`);
  const step = Math.floor(Date.now() / 30_000);
  const fresh = [step, step + 1].find((s) => s > factor.lastStep);
  if (fresh !== undefined) {
    factor.lastStep = fresh;
    return totpAt(factor.secret, fresh);
  }
  const recovery = factor.recoveryCodes.shift();
  if (!recovery) throw new Error(`no unused code left for ${email}`);
  return recovery;
}

/** The password step's answer, then the second factor, computed from the enrolled secret. */
export async function completeSecondFactor(base: string, email: string, first: Json): Promise<{ status: number; body: Json }> {
  if (first.mfaEnrollmentRequired) factors.set(email, { secret: first.secret, lastStep: 0, recoveryCodes: [] });
  const code = nextCode(email);
  let res = await call(base, 'POST', '/api/admin/login/mfa', { body: { mfaToken: first.mfaToken, code } });
  // A server whose test clock was moved reads another step: a recovery code works whatever the time.
  const spare = factors.get(email)!.recoveryCodes.shift();
  if (res.status === 400 && res.body.code !== 'VALIDATION_ERROR' && first.mfaRequired && spare) {
    res = await call(base, 'POST', '/api/admin/login/mfa', { body: { mfaToken: first.mfaToken, code: spare } });
  } else if (spare) factors.get(email)!.recoveryCodes.unshift(spare);
  if (Array.isArray(res.body.recoveryCodes)) factors.get(email)!.recoveryCodes = [...res.body.recoveryCodes];
  return res;
}

/**
 * Signs in an admin or analyst through POST /api/admin/login and its TOTP step (enrolling on the
 * first sign-in) and answers `{user, tokens}`; throws on any refusal.
 */
export async function adminLogin(base: string, credentials: Credentials, path = '/api/admin/login'): Promise<Json> {
  const first = await call(base, 'POST', path, { body: credentials });
  if (first.status !== 200 || !first.body.mfaToken) throw new Error(`admin login failed: ${first.status} ${JSON.stringify(first.body)}`);
  const res = await completeSecondFactor(base, credentials.email, first.body);
  if (res.status !== 200 || !res.body.tokens) throw new Error(`admin second factor failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export const adminToken = async (base: string, credentials: Credentials): Promise<string> => (await adminLogin(base, credentials)).tokens.accessToken as string;

/** POST /settings/reauth: what destructive admin actions ask for in the last 5 minutes. */
export async function reauth(base: string, token: string, password: string): Promise<void> {
  const res = await call(base, 'POST', '/api/settings/reauth', { token, body: { password } });
  if (res.status !== 200) throw new Error(`reauth failed: ${res.status} ${JSON.stringify(res.body)}`);
}
