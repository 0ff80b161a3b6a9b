import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { emailSchema } from '@contracts/fields.ts';
import { apiRequest } from '@/lib/api-client.ts';

export const newsletterInput = z.object({
  email: emailSchema,
});
/** The server also records the reader's language (for the newsletter's language) and where they signed up. */
export type NewsletterInput = z.infer<typeof newsletterInput> & { language?: string; source?: string };

const newsletterAnswer = z.object({ success: z.literal(true), message: z.string() });
export type NewsletterAnswer = z.infer<typeof newsletterAnswer>;

/** POST /api/newsletter/subscribe — idempotent per email on the server. */
export function subscribeNewsletter(input: NewsletterInput): Promise<NewsletterAnswer> {
  return apiRequest('/newsletter/subscribe', { method: 'POST', body: input, schema: newsletterAnswer });
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationKey: ['newsletter', 'subscribe'], mutationFn: subscribeNewsletter });
}
