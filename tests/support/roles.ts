import { call, newUser, register } from './api.ts';
import { adminLogin, reauth, type Credentials } from './admin.ts';

/**
 * An access token per role for guard tests: a plain user, then an account promoted by the admin for
 * each named role. Analysts and editors sign in through the admin login (second factor); the others directly.
 */
export async function tokensByRole(base: string, admin: Credentials, roles: readonly string[]): Promise<Record<string, string>> {
  const adminToken = (await adminLogin(base, admin)).tokens.accessToken as string;
  const tokens: Record<string, string> = { admin: adminToken, user: (await register(base)).body.tokens.accessToken };
  for (const role of roles) {
    const person = newUser();
    const id = (await register(base, person)).body.user.id as string;
    await reauth(base, adminToken, admin.password);
    const promoted = await call(base, 'PUT', `/api/admin/users/${id}`, { token: adminToken, body: { role } });
    if (promoted.status !== 200) throw new Error(`promoting to ${role}: ${JSON.stringify(promoted.body)}`);
    const credentials = { email: person.email, password: person.password };
    const login = role === 'analyst' || role === 'editor' ? await adminLogin(base, credentials) : (await call(base, 'POST', '/api/auth/login', { body: credentials })).body;
    if (!login.tokens) throw new Error(`${role} sign-in: ${JSON.stringify(login)}`);
    tokens[role] = login.tokens.accessToken;
  }
  return tokens;
}
