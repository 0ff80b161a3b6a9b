import { z } from 'zod';
import { declareEvent } from '../shared/declareEvent.ts';
import { EMPLOYMENT_TYPES, type PositionClosed, type PositionOpened, type PositionRevised } from './position.ts';
import { APPLICATION_STATUSES, type JobApplicationErased, type JobApplicationStatusSet, type JobApplicationSubmitted } from './application.ts';

const position = z.object({
  positionId: z.string(),
  title: z.string(),
  team: z.string(),
  location: z.string(),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  description: z.string(),
  by: z.string(),
  at: z.string(),
});
export const positionOpened = declareEvent<PositionOpened>()('PositionOpened', position);
export const positionRevised = declareEvent<PositionRevised>()('PositionRevised', position);
export const positionClosed = declareEvent<PositionClosed>()('PositionClosed', z.object({ positionId: z.string(), by: z.string(), at: z.string() }));

export const jobApplicationSubmitted = declareEvent<JobApplicationSubmitted>()(
  'JobApplicationSubmitted',
  z.object({
    applicationId: z.string(),
    positionId: z.string(),
    positionTitle: z.string(),
    name: z.string(),
    email: z.string(),
    linkedinUrl: z.string(),
    coverNote: z.string(),
    cv: z.object({ kind: z.enum(['pdf', 'docx']), bytes: z.number(), sha256: z.string() }),
    language: z.string(),
    submittedAt: z.string(),
  }),
);
export const jobApplicationStatusSet = declareEvent<JobApplicationStatusSet>()(
  'JobApplicationStatusSet',
  z.object({ applicationId: z.string(), status: z.enum(APPLICATION_STATUSES), note: z.string().nullable(), by: z.string(), at: z.string() }),
);
export const jobApplicationErased = declareEvent<JobApplicationErased>()('JobApplicationErased', z.object({ applicationId: z.string(), by: z.string(), at: z.string() }));
