import { z } from 'zod/mini';
import { ApiError, apiRequest } from '@/lib/api-client.ts';

const reauthAnswer = z.looseObject({ success: z.boolean() });

/** POST /api/settings/reauth {password}: the admin's 5-minute window for destructive actions and personal data. */
export function reauthenticate(password: string) {
  return apiRequest('/settings/reauth', { method: 'POST', body: { password }, schema: reauthAnswer, auth: true });
}

/** The API's answer to a destructive action without a recent re-authentication. */
export const needsReauth = (error: unknown): boolean => error instanceof ApiError && error.code === 'reauth_required';
