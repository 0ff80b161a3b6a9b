import { z } from 'zod/mini';
import { emailSchema, nameSchema } from './fields.ts';

/** Hiring on the wire (issue 12): positions and applications as api/routes/hiring.ts answers them. */
export const EMPLOYMENT_TYPE_VALUES = ['full-time', 'part-time', 'contract', 'internship'] as const;
export const APPLICATION_STATUS_VALUES = ['new', 'reviewing', 'rejected', 'hired'] as const;
export type ApplicationStatusValue = (typeof APPLICATION_STATUS_VALUES)[number];
export const MAX_CV_MB = 5;

/** A LinkedIn profile address (any country subdomain); the API and the form check the same rule. */
export const LINKEDIN_PROFILE_URL = /^https:\/\/([a-z]{2,3}\.)?(www\.)?linkedin\.com\//i;
export const LINKEDIN_URL_MAX = 300;
export const COVER_NOTE_MIN = 20;
export const COVER_NOTE_MAX = 5_000;

/** The application's text fields as the form checks them before sending (the CV is checked apart). */
export const applicationFields = z.object({
  name: nameSchema,
  email: emailSchema,
  positionId: z.string().check(z.minLength(1)),
  linkedinUrl: z.string().check(z.trim(), z.minLength(1), z.maxLength(LINKEDIN_URL_MAX), z.regex(LINKEDIN_PROFILE_URL)),
  coverNote: z.string().check(z.trim(), z.minLength(COVER_NOTE_MIN), z.maxLength(COVER_NOTE_MAX)),
});
export type ApplicationFields = z.infer<typeof applicationFields>;

export const positionSchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  team: z.string(),
  location: z.string(),
  employmentType: z.enum(EMPLOYMENT_TYPE_VALUES),
  description: z.string(),
  status: z.enum(['open', 'closed']),
  openedAt: z.string(),
  updatedAt: z.string(),
});
export type PositionWire = z.infer<typeof positionSchema>;
export const positionListSchema = z.object({ positions: z.array(positionSchema) });
export const positionAnswerSchema = z.object({ position: positionSchema });

export const applicationSchema = z.looseObject({
  id: z.string(),
  positionId: z.string(),
  positionTitle: z.string(),
  name: z.string(),
  email: z.string(),
  linkedinUrl: z.string(),
  coverNote: z.string(),
  cv: z.nullable(z.object({ kind: z.enum(['pdf', 'docx']), bytes: z.number() })),
  status: z.enum(APPLICATION_STATUS_VALUES),
  note: z.nullable(z.string()),
  submittedAt: z.string(),
  updatedAt: z.string(),
});
export type ApplicationWire = z.infer<typeof applicationSchema>;
export const applicationListSchema = z.object({ applications: z.array(applicationSchema) });
export const applicationSubmittedSchema = z.object({ id: z.string(), message: z.string() });
