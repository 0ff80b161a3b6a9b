import { call } from './api.ts';
import { adminToken, type Credentials } from './admin.ts';

/**
 * The one way tests give a user a paid tier: the back office sets it, as an admin does after an
 * invoice paid by bank transfer (no request of the user alone can raise their own tier). Servers
 * that use it start with `PLANS_ADMIN_ENV`, or pass their own admin credentials.
 */
export const PLANS_ADMIN: Credentials = { email: 'plans-admin@example.com', password: 'plans admin password 42' };
export const PLANS_ADMIN_ENV = { ADMIN_EMAIL: PLANS_ADMIN.email, ADMIN_PASSWORD: PLANS_ADMIN.password };

const admins = new Map<string, Promise<string>>();

/** Signs the admin in once per server, with the second factor (tests/support/admin.ts). */
const adminOf = (base: string, admin: Credentials): Promise<string> => {
  const key = `${base} ${admin.email}`;
  if (!admins.has(key)) admins.set(key, adminToken(base, admin));
  return admins.get(key)!;
};

/** `admin`: the admin's credentials, or a caller's own way to its token (so one admin does not enrol twice at once). */
export async function grantTier(base: string, userId: string, tier: string, admin: Credentials | (() => Promise<string>) = PLANS_ADMIN): Promise<void> {
  const token = typeof admin === 'function' ? await admin() : await adminOf(base, admin);
  const res = await call(base, 'PUT', `/api/admin/users/${userId}`, { token, body: { subscriptionTier: tier } });
  if (res.status !== 200) throw new Error(`granting ${tier}: ${res.status} ${JSON.stringify(res.body)}`);
}
