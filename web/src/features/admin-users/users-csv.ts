import { toCsv } from '@/lib/csv.ts';
import type { AdminUser } from './api/admin-user-schema.ts';

/** Personal fields: only after a re-authentication do they leave the back office in a file. */
export const PERSONAL_FIELDS = ['email', 'firstName', 'lastName', 'displayName', 'googleId', 'google_picture', 'linkedinId', 'linkedin_picture', 'subscription_promo_code'] as const;

const COLUMNS = ['id', 'email', 'firstName', 'lastName', 'displayName', 'role', 'subscriptionTier', 'emailVerified', 'businessInfoCompleted', 'disabled', 'erased', 'signInMethods', 'createdAt', 'updatedAt'] as const;

/** One row per user; without personal data, personal columns are left out entirely rather than blanked. */
export function usersCsv(users: readonly AdminUser[], personal: boolean): string {
  const columns = COLUMNS.filter((c) => personal || !(PERSONAL_FIELDS as readonly string[]).includes(c));
  return toCsv(columns, users.map((u) => columns.map((c) => (c === 'signInMethods' ? (u.signInMethods ?? []).join(' ') : u[c]))));
}

/** The JSON backup: every field the API gave, minus the personal ones unless asked for. */
export function usersJson(users: readonly AdminUser[], personal: boolean, exportedAt: string): string {
  const strip = (u: AdminUser) => (personal ? u : Object.fromEntries(Object.entries(u).filter(([k]) => !(PERSONAL_FIELDS as readonly string[]).includes(k))));
  return JSON.stringify({ exportedAt, personalData: personal, count: users.length, users: users.map(strip) }, null, 2);
}
