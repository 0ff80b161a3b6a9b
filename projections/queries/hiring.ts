import type { ReadStore } from '../../infra/readstore/port.ts';
import { openValue } from '../../infra/security/personalData.ts';
import type { PositionDetails } from '../../domain/hiring/position.ts';
import type { ApplicationStatus, CvFile } from '../../domain/hiring/application.ts';
import { JOB_APPLICATIONS, POSITIONS, type JobApplicationDoc, type PositionDoc } from '../hiring.ts';

export const HIRING_PROJECTION = 'hiring';

export type PositionView = PositionDetails & { id: string; status: 'open' | 'closed'; openedAt: string; updatedAt: string };
export type ApplicationView = {
  id: string;
  positionId: string;
  positionTitle: string;
  name: string;
  email: string;
  linkedinUrl: string;
  coverNote: string;
  cv: Omit<CvFile, 'sha256'> | null;
  status: ApplicationStatus;
  note: string | null;
  submittedAt: string;
  updatedAt: string;
};

const positionOf = ({ _id, _rev: _r, ...rest }: PositionDoc): PositionView => ({ id: _id, ...rest });
const open = async (store: ReadStore, value: string | null) => (value ? openValue(store, value) : '');

/** Positions (public: the open ones) and applications, opened for the admin who reviews them. */
export function hiring(store: ReadStore) {
  const positions = () => store.collection<PositionDoc>(POSITIONS);
  const applications = () => store.collection<JobApplicationDoc>(JOB_APPLICATIONS);
  return {
    async openPositions(): Promise<PositionView[]> {
      return (await positions().find({ status: 'open' }, { sort: { openedAt: -1, _id: 1 } })).map(positionOf);
    },
    async allPositions(): Promise<PositionView[]> {
      return (await positions().find({}, { sort: { openedAt: -1, _id: 1 } })).map(positionOf);
    },
    async position(id: string): Promise<PositionView | undefined> {
      const doc = await positions().findOne({ _id: id });
      return doc ? positionOf(doc) : undefined;
    },
    /** Newest first; erased applications are gone from the list. */
    async applications(status?: ApplicationStatus): Promise<ApplicationView[]> {
      const found = await applications().find(status ? { status } : { status: { $ne: 'erased' } }, { sort: { submittedAt: -1, _id: 1 } });
      return Promise.all(
        found.map(async (d) => ({
          id: d._id,
          positionId: d.positionId,
          positionTitle: d.positionTitle,
          name: await open(store, d.name),
          email: await open(store, d.email),
          linkedinUrl: await open(store, d.linkedinUrl),
          coverNote: await open(store, d.coverNote),
          cv: d.cv && { kind: d.cv.kind, bytes: d.cv.bytes },
          status: d.status as ApplicationStatus,
          note: d.note ? await openValue(store, d.note) : null,
          submittedAt: d.submittedAt,
          updatedAt: d.updatedAt,
        })),
      );
    },
    /** The CV's kind for a download, or undefined when there is none (unknown or erased). */
    async cvOf(id: string): Promise<{ kind: CvFile['kind']; name: string } | undefined> {
      const doc = await applications().findOne({ _id: id });
      if (!doc?.cv || doc.status === 'erased') return undefined;
      return { kind: doc.cv.kind, name: await open(store, doc.name) };
    },
  };
}
