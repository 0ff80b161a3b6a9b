import { z } from 'zod';
import { emailField, nameField } from './fields.ts';
import { COVER_NOTE_MAX, COVER_NOTE_MIN, LINKEDIN_PROFILE_URL, LINKEDIN_URL_MAX } from '../../contracts/hiring.ts';

export const applicationInput = z.strictObject({
  name: nameField,
  email: emailField,
  positionId: z.uuid({ error: 'Choose one of the open positions' }),
  linkedinUrl: z
    .url({ protocol: /^https$/, error: 'Give your LinkedIn profile address, e.g. https://www.linkedin.com/in/your-name' })
    .max(LINKEDIN_URL_MAX)
    .refine((v) => LINKEDIN_PROFILE_URL.test(v), 'Give your LinkedIn profile address, e.g. https://www.linkedin.com/in/your-name'),
  coverNote: z.string({ error: 'Write a short cover note' }).trim().min(COVER_NOTE_MIN, `Write at least ${COVER_NOTE_MIN} characters`).max(COVER_NOTE_MAX, `The cover note: at most ${COVER_NOTE_MAX} characters`),
  language: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'Unknown language').default('en'),
});
