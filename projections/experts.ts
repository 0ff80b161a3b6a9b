import type { RecordedEvent } from '../infra/eventstore/port.ts';
import type { Doc, ReadStore } from '../infra/readstore/port.ts';
import type { ExpertProfile, ExpertEvent } from '../domain/consultations/expertProfile.ts';
import type { BookingReviewed } from '../domain/consultations/booking.ts';
import type { Projection } from './projection.ts';
import { projected } from './events.ts';
import { setGuarded } from './guarded.ts';

export const EXPERTS = 'experts';

/**
 * One document per expert with a profile. Ratings are kept per booking (`reviews.<bookingId>`), so
 * a replayed review overwrites itself instead of counting twice; averages are taken on read.
 */
export type ExpertDoc = Doc &
  ExpertProfile & {
    updatedAt: string;
    reviews?: Record<string, number>;
    /** Revision of the last expert-stream event applied. */
    _rev: number;
  };

export const expertsProjection: Projection = {
  name: 'experts',
  version: 1,
  collections: [EXPERTS],
  eventTypes: new Set<string>(['ExpertProfileUpdated', 'BookingReviewed'] satisfies (ExpertEvent | BookingReviewed)['type'][]),
  async apply(recorded: RecordedEvent, store: ReadStore) {
    const event = projected<ExpertEvent | BookingReviewed>(recorded);
    const experts = store.collection<ExpertDoc>(EXPERTS);
    if (event.type === 'ExpertProfileUpdated') {
      await setGuarded(experts, event.data.expertId, recorded.revision, { ...event.data.profile, updatedAt: event.data.updatedAt });
      return;
    }
    await experts.updateOne({ _id: event.data.expertId }, { $set: { [`reviews.${event.data.bookingId}`]: event.data.rating } });
  },
};
