import type { Decider, DomainEvent } from '../shared/decider.ts';
import { DomainError, fieldRefusal } from '../shared/errors.ts';

/**
 * A job application, stream `jobApplication-<id>`. The personal fields (name, email, LinkedIn URL,
 * cover note, the admin's notes) arrive sealed with a key named by the application id
 * (commands/hiring): erasing the application shreds that key and deletes the CV file, so nothing
 * of the person is left readable, in the log or its backups.
 */
export const APPLICATION_STATUSES = ['new', 'reviewing', 'rejected', 'hired'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export type CvFile = { kind: 'pdf' | 'docx'; bytes: number; sha256: string };
export type Applicant = { name: string; email: string; linkedinUrl: string; coverNote: string };

export type JobApplicationSubmitted = DomainEvent<
  'JobApplicationSubmitted',
  Applicant & { applicationId: string; positionId: string; positionTitle: string; cv: CvFile; language: string; submittedAt: string }
>;
export type JobApplicationStatusSet = DomainEvent<'JobApplicationStatusSet', { applicationId: string; status: ApplicationStatus; note: string | null; by: string; at: string }>;
export type JobApplicationErased = DomainEvent<'JobApplicationErased', { applicationId: string; by: string; at: string }>;
export type JobApplicationEvent = JobApplicationSubmitted | JobApplicationStatusSet | JobApplicationErased;
export const JOB_APPLICATION_EVENT_TYPES = ['JobApplicationSubmitted', 'JobApplicationStatusSet', 'JobApplicationErased'] as const;

export type JobApplicationState = { status: 'none' | ApplicationStatus | 'erased'; note?: string | null };

export type SubmitApplication = {
  type: 'SubmitApplication';
  data: Applicant & { applicationId: string; position: { id: string; status: 'none' | 'open' | 'closed'; title: string }; cv: CvFile; language: string; now: string };
};
/** `note` arrives sealed; `noteChanged` says whether its plaintext differs from the last one (sealing is randomized). */
export type SetApplicationStatus = { type: 'SetApplicationStatus'; data: { applicationId: string; status: ApplicationStatus; note: string | null; noteChanged: boolean; by: string; now: string } };
export type EraseApplication = { type: 'EraseApplication'; data: { applicationId: string; by: string; now: string } };
export type JobApplicationCommand = SubmitApplication | SetApplicationStatus | EraseApplication;

export const jobApplicationStream = (id: string): string => `jobApplication-${id}`;

const notFound = (applicationId: string) => new DomainError('NOT_FOUND', 'Application not found', { applicationId });

export function decide(command: JobApplicationCommand, state: JobApplicationState): JobApplicationEvent[] {
  switch (command.type) {
    case 'SubmitApplication': {
      const { now, position, ...data } = command.data;
      if (state.status !== 'none') return [];
      if (position.status !== 'open') {
        throw new DomainError('VALIDATION_ERROR', 'This position is not open', fieldRefusal('positionId', 'POSITION_NOT_OPEN', 'Choose one of the open positions'));
      }
      return [{ type: 'JobApplicationSubmitted', data: { ...data, positionId: position.id, positionTitle: position.title, submittedAt: now } }];
    }
    case 'SetApplicationStatus': {
      const { now, noteChanged, ...data } = command.data;
      if (state.status === 'none' || state.status === 'erased') throw notFound(data.applicationId);
      if (state.status === data.status && !noteChanged) return [];
      return [{ type: 'JobApplicationStatusSet', data: { ...data, at: now } }];
    }
    case 'EraseApplication': {
      const { applicationId, by, now } = command.data;
      if (state.status === 'none') throw notFound(applicationId);
      return state.status === 'erased' ? [] : [{ type: 'JobApplicationErased', data: { applicationId, by, at: now } }];
    }
  }
}

export function evolve(state: JobApplicationState, event: JobApplicationEvent): JobApplicationState {
  switch (event.type) {
    case 'JobApplicationSubmitted':
      return { status: 'new', note: null };
    case 'JobApplicationStatusSet':
      return { status: event.data.status, note: event.data.note };
    case 'JobApplicationErased':
      return { status: 'erased' };
  }
}

export const jobApplicationDecider: Decider<JobApplicationState, JobApplicationCommand, JobApplicationEvent> = { initialState: () => ({ status: 'none' }), evolve, decide };
