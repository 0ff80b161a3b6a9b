import { z } from 'zod/mini';

/** Hiring on the wire (issue 12): positions and applications as api/routes/hiring.ts answers them. */
export const EMPLOYMENT_TYPE_VALUES = ['full-time', 'part-time', 'contract', 'internship'] as const;
export const APPLICATION_STATUS_VALUES = ['new', 'reviewing', 'rejected', 'hired'] as const;
export type ApplicationStatusValue = (typeof APPLICATION_STATUS_VALUES)[number];
export const MAX_CV_MB = 5;

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
