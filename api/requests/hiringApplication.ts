import { z } from 'zod';
import { emailField, nameField } from './fields.ts';

export const applicationInput = z.strictObject({
  name: nameField,
  email: emailField,
  positionId: z.uuid({ error: 'Choose one of the open positions' }),
  linkedinUrl: z
    .url({ protocol: /^https$/, error: 'Give your LinkedIn profile address, e.g. https://www.linkedin.com/in/your-name' })
    .max(300)
    .refine((v) => /^https:\/\/([a-z]{2,3}\.)?(www\.)?linkedin\.com\//i.test(v), 'Give your LinkedIn profile address, e.g. https://www.linkedin.com/in/your-name'),
  coverNote: z.string({ error: 'Write a short cover note' }).trim().min(20, 'Write at least 20 characters').max(5_000, 'The cover note: at most 5000 characters'),
  language: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'Unknown language').default('en'),
});
