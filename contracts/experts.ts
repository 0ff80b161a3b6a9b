import { z } from 'zod/mini';
import { MAX_BUFFER_MINUTES, PROFILE_DEFAULTS, weeklyProblems } from '../domain/consultations/expertProfile.ts';
import { isDate } from '../domain/consultations/slots.ts';
import { isTimeZone, WEEKDAYS, type Weekday } from '../domain/consultations/zonedTime.ts';
import { TOPIC_IDS, type TopicId } from '../domain/consultations/topics.ts';

export { MAX_BUFFER_MINUTES, PROFILE_DEFAULTS, TOPIC_IDS, WEEKDAYS, type TopicId, type Weekday };

/**
 * The expert's availability as PUT /api/experts/me checks it (api/routes/experts.ts), for the web's
 * editor: the same limits, the same messages, overlaps found by the same domain function.
 */
export const LIMITS = { maxIntervalsPerDay: 12, maxDatesOff: 366, maxNoticeHours: 24 * 30, maxHorizonDays: 365, displayName: 100, headline: 200, bio: 4000, languages: 20 } as const;
/** A spoken language as the API stores it: `en`, `ar`, `zh` or with a region, `pt-BR`. */
const LANGUAGE_CODE = /^[a-z]{2}(-[A-Za-z]{2})?$/;
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const hhmm = z.string().check(z.regex(HHMM, 'Use HH:MM (00:00–23:59)'));

export const intervalSchema = z.object({ from: hhmm, to: hhmm }).check(
  z.refine((i) => !HHMM.test(i.from) || !HHMM.test(i.to) || i.from < i.to, { message: 'from must be before to', path: ['to'] }),
);
const day = z.array(intervalSchema).check(z.maxLength(LIMITS.maxIntervalsPerDay, `At most ${LIMITS.maxIntervalsPerDay} intervals a day`));

export const weeklySchema = z.object({ mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: day }).check(
  z.superRefine((week, ctx) => {
    for (const [weekday, message] of Object.entries(weeklyProblems(week))) {
      if (message.includes('overlap')) ctx.issues.push({ code: 'custom', path: [weekday], message, input: week[weekday as Weekday] });
    }
  }),
);

const whole = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max));
export const availabilityRules = {
  timeZone: z.string().check(z.refine(isTimeZone, 'Unknown time zone; use an IANA name such as Asia/Riyadh')),
  weekly: weeklySchema,
  dateOff: z.string().check(z.refine(isDate, 'Use YYYY-MM-DD')),
  minNoticeHours: whole(0, LIMITS.maxNoticeHours),
  bufferMinutes: whole(0, MAX_BUFFER_MINUTES),
  horizonDays: whole(1, LIMITS.maxHorizonDays),
  displayName: z.string().check(z.trim(), z.minLength(1, 'Display name is required'), z.maxLength(LIMITS.displayName)),
  headline: z.string().check(z.trim(), z.maxLength(LIMITS.headline)),
  bio: z.string().check(z.trim(), z.maxLength(LIMITS.bio)),
  languages: z
    .array(z.string().check(z.regex(LANGUAGE_CODE, 'Use a language code such as en or ar')))
    .check(z.minLength(1, 'Choose at least one language'), z.maxLength(LIMITS.languages)),
  topics: z.array(z.enum(TOPIC_IDS)),
};

/** What anyone may see of an expert: the booking pages' summary (contracts/bookings.ts) adds ratings to it. */
export const expertPublicShape = {
  id: z.string(),
  displayName: z.string(),
  headline: z.string(),
  bio: z.string(),
  languages: z.array(z.string()),
  topics: z.array(z.string()),
};
export const expertProfileSchema = z.looseObject({
  ...expertPublicShape,
  timeZone: z.string(),
  weekly: z.record(z.string(), z.array(z.object({ from: z.string(), to: z.string() }))),
  datesOff: z.array(z.string()),
  minNoticeHours: z.number(),
  bufferMinutes: z.number(),
  horizonDays: z.number(),
  updatedAt: z.nullable(z.string()),
});
export type ExpertProfileAnswer = z.infer<typeof expertProfileSchema>;
export const expertAnswerSchema = z.looseObject({ success: z.boolean(), expert: expertProfileSchema });
export type ExpertAnswer = z.infer<typeof expertAnswerSchema>;
