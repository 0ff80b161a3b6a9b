import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client.ts';

const reauthAnswer = z.looseObject({ success: z.boolean() });

/** POST /api/settings/reauth {password}: opens a 5-minute window for sensitive changes. */
export function reauthenticate(password: string) {
  return apiRequest('/settings/reauth', { method: 'POST', body: { password }, schema: reauthAnswer, auth: true });
}

export function useReauthenticate() {
  return useMutation({ mutationKey: ['settings', 'reauth'], mutationFn: reauthenticate });
}
