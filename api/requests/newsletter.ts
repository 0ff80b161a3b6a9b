import { z } from 'zod';
import { emailField } from './fields.ts';

const LANGUAGE = z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'Unknown language');

// `lang` is the issue's name for it; `language` what the web's form has sent since the start.
export const subscribeInput = z.strictObject({ email: emailField, lang: LANGUAGE.optional(), language: LANGUAGE.optional(), source: z.string().max(50).optional() });
export const tokenInput = z.strictObject({ token: z.string({ error: 'The link is incomplete' }).min(1, 'The link is incomplete').max(300, 'The link is not valid') });
export const issueInput = z.strictObject({
  subject: z.string({ error: 'Subject is required' }).trim().min(1, 'Subject is required').max(200, 'Subject: at most 200 characters'),
  body: z.string({ error: 'Write the issue' }).trim().min(1, 'Write the issue').max(100_000, 'The issue is too long (100,000 characters at most)'),
  language: z.enum(['en', 'ar'], { error: 'Choose en or ar' }).default('en'),
});
export const previewInput = z.strictObject({ body: z.string().max(100_000, 'The issue is too long (100,000 characters at most)') });
export const statusInput = z.object({ status: z.enum(['pending', 'confirmed', 'unsubscribed'], { error: 'Choose one of: pending, confirmed, unsubscribed' }).optional() });
