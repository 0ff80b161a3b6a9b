import { z } from 'zod';
import { emptyWeek, MAX_BUFFER_MINUTES, PROFILE_DEFAULTS, weeklyProblems } from '../../domain/consultations/expertProfile.ts';
import { TOPIC_IDS } from '../../domain/consultations/topics.ts';
import { isDate } from '../../domain/consultations/slots.ts';
import { isTimeZone } from '../../domain/consultations/zonedTime.ts';

const text = (max: number) => z.string({ error: 'Must be text' }).trim().max(max, `At most ${max} characters`);
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const hhmm = z.string().regex(HHMM, 'Use HH:MM (00:00–23:59)');
// A malformed time is reported once, on itself; the order is checked between valid times only.
const interval = z
  .strictObject({ from: hhmm, to: hhmm })
  .refine((i) => !HHMM.test(i.from) || !HHMM.test(i.to) || i.from < i.to, { message: 'from must be before to', path: ['to'] });
const day = z.array(interval).max(12, 'At most 12 intervals a day').default([]);
const weekly = z
  .strictObject({ mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: day })
  .superRefine((week, issue) => {
    // Reversed intervals are reported on the interval itself; here only overlaps remain.
    for (const [day, message] of Object.entries(weeklyProblems(week))) {
      if (message.includes('overlap')) issue.addIssue({ code: 'custom', path: [day], message });
    }
  });

export const profileInput = z.strictObject({
  displayName: text(100).min(1, 'Display name is required'),
  headline: text(200).default(''),
  bio: text(4000).default(''),
  languages: z
    .array(z.string().regex(/^[a-z]{2}(-[A-Za-z]{2})?$/, 'Use a language code such as en or ar'))
    .min(1, 'Choose at least one language')
    .max(20)
    .default(['en']),
  topics: z.array(z.enum(TOPIC_IDS, { error: `Choose from: ${TOPIC_IDS.join(', ')}` })).max(TOPIC_IDS.length).default([]),
  timeZone: z.string().refine(isTimeZone, 'Unknown time zone; use an IANA name such as Asia/Riyadh').default(PROFILE_DEFAULTS.timeZone),
  weekly: weekly.default(emptyWeek()),
  datesOff: z.array(z.string().refine(isDate, 'Use YYYY-MM-DD')).max(366).default([]),
  minNoticeHours: z.number().int().min(0).max(24 * 30).default(PROFILE_DEFAULTS.minNoticeHours),
  bufferMinutes: z.number().int().min(0).max(MAX_BUFFER_MINUTES).default(PROFILE_DEFAULTS.bufferMinutes),
  horizonDays: z.number().int().min(1).max(365).default(PROFILE_DEFAULTS.horizonDays),
});

export const userId = z.uuid();
export const expertsQuery = z.object({ topic: z.enum(TOPIC_IDS).optional() });
