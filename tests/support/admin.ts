import { call, type Json } from './api.ts';

export type Credentials = { email: string; password: string };

/** Signs in through POST /api/admin/login and answers `{user, tokens}`; throws on any refusal. */
export async function adminLogin(base: string, credentials: Credentials): Promise<Json> {
  const res = await call(base, 'POST', '/api/admin/login', { body: credentials });
  if (res.status !== 200 || !res.body.tokens) throw new Error(`admin login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export const adminToken = async (base: string, credentials: Credentials): Promise<string> => (await adminLogin(base, credentials)).tokens.accessToken as string;

/** POST /settings/reauth: what destructive admin actions ask for in the last 5 minutes. */
export async function reauth(base: string, token: string, password: string): Promise<void> {
  const res = await call(base, 'POST', '/api/settings/reauth', { token, body: { password } });
  if (res.status !== 200) throw new Error(`reauth failed: ${res.status} ${JSON.stringify(res.body)}`);
}
