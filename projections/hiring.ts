import type { RecordedEvent } from '../infra/eventstore/port.ts';
import type { Doc, ReadStore } from '../infra/readstore/port.ts';
import { POSITION_EVENT_TYPES, type PositionDetails, type PositionEvent } from '../domain/hiring/position.ts';
import { JOB_APPLICATION_EVENT_TYPES, type ApplicationStatus, type CvFile, type JobApplicationEvent } from '../domain/hiring/application.ts';
import type { Projection } from './projection.ts';
import { projected } from './events.ts';
import { setGuarded } from './guarded.ts';

export const POSITIONS = 'positions';
export const JOB_APPLICATIONS = 'jobApplications';

export type PositionDoc = Doc & PositionDetails & { status: 'open' | 'closed'; openedAt: string; updatedAt: string; _rev: number };
/** Personal fields stay sealed here; an erased application keeps only its dates, position and status. */
export type JobApplicationDoc = Doc & {
  positionId: string;
  positionTitle: string;
  name: string | null;
  email: string | null;
  linkedinUrl: string | null;
  coverNote: string | null;
  cv: CvFile | null;
  language: string;
  status: ApplicationStatus | 'erased';
  note: string | null;
  submittedAt: string;
  updatedAt: string;
  _rev: number;
};

function positionFields(event: PositionEvent): Record<string, unknown> {
  switch (event.type) {
    case 'PositionOpened':
    case 'PositionRevised': {
      const { positionId: _id, by: _by, at, ...details } = event.data;
      return { ...details, status: 'open', updatedAt: at, ...(event.type === 'PositionOpened' ? { openedAt: at } : {}) };
    }
    case 'PositionClosed':
      return { status: 'closed', updatedAt: event.data.at };
  }
}

function applicationFields(event: JobApplicationEvent): Record<string, unknown> {
  switch (event.type) {
    case 'JobApplicationSubmitted': {
      const { applicationId: _id, submittedAt, ...rest } = event.data;
      return { ...rest, status: 'new', note: null, submittedAt, updatedAt: submittedAt };
    }
    case 'JobApplicationStatusSet':
      return { status: event.data.status, note: event.data.note, updatedAt: event.data.at };
    case 'JobApplicationErased':
      return { status: 'erased', name: null, email: null, linkedinUrl: null, coverNote: null, note: null, cv: null, updatedAt: event.data.at };
  }
}

export const hiringProjection: Projection = {
  name: 'hiring',
  version: 1,
  collections: [POSITIONS, JOB_APPLICATIONS],
  eventTypes: new Set<string>([...POSITION_EVENT_TYPES, ...JOB_APPLICATION_EVENT_TYPES]),
  async setup(store) {
    await store.collection(POSITIONS).createIndex({ status: 1 });
    await store.collection(JOB_APPLICATIONS).createIndex({ status: 1 });
  },
  async apply(recorded: RecordedEvent, store: ReadStore) {
    if (recorded.type.startsWith('Position')) {
      const event = projected<PositionEvent>(recorded);
      await setGuarded(store.collection<PositionDoc>(POSITIONS), event.data.positionId, recorded.revision, positionFields(event));
      return;
    }
    const event = projected<JobApplicationEvent>(recorded);
    await setGuarded(store.collection<JobApplicationDoc>(JOB_APPLICATIONS), event.data.applicationId, recorded.revision, applicationFields(event));
  },
};
