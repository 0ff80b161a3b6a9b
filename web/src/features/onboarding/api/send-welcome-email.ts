import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { SUPPORTED_LANGUAGES } from '@contracts/languages.ts';
import { apiRequest } from '@/lib/api-client.ts';

const welcomeAnswer = z.looseObject({ success: z.boolean(), alreadyRequested: z.boolean(), message: z.string() });

/** POST /api/business-profile/send-welcome-email {language}: at most one welcome mail per user. */
export function sendWelcomeEmail(language?: string) {
  const body = language && (SUPPORTED_LANGUAGES as readonly string[]).includes(language) ? { language } : {};
  return apiRequest('/business-profile/send-welcome-email', { method: 'POST', body, schema: welcomeAnswer, auth: true });
}

export function useSendWelcomeEmail() {
  return useMutation({ mutationKey: ['business-profile', 'send-welcome-email'], mutationFn: sendWelcomeEmail });
}
