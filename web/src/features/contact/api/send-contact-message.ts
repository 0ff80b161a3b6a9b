import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { emailSchema, nameSchema } from '@contracts/fields.ts';
import { apiRequest } from '@/lib/api-client.ts';

const text = (min: number, max: number) => z.string().check(z.trim(), z.minLength(min), z.maxLength(max));

export const contactInput = z.object({
  name: nameSchema,
  email: emailSchema,
  company: z.optional(text(0, 120)),
  subject: text(1, 150),
  message: text(10, 5000),
});
export type ContactInput = z.infer<typeof contactInput>;

const contactAnswer = z.object({ success: z.literal(true), message: z.string() });
export type ContactAnswer = z.infer<typeof contactAnswer>;

/** POST /api/contact → 201; recorded server-side as ContactMessageReceived. */
export function sendContactMessage(input: ContactInput): Promise<ContactAnswer> {
  const body = { ...input, company: input.company || undefined };
  return apiRequest('/contact', { method: 'POST', body, schema: contactAnswer });
}

export function useSendContactMessage() {
  return useMutation({ mutationKey: ['contact', 'send'], mutationFn: sendContactMessage });
}
