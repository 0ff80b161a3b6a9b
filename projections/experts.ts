import type { RecordedEvent } from '../infra/eventstore/port.ts';
import type { Doc, ReadStore } from '../infra/readstore/port.ts';
import type { ExpertProfile, ExpertEvent } from '../domain/consultations/expertProfile.ts';
import type { BookingReviewed } from '../domain/consultations/booking.ts';
import type { PersonalDataErased } from '../domain/users/user.ts';
import { ERASED, openValue } from '../infra/security/personalData.ts';
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

/**
 * The directory is public, so the sealed name, headline and bio are opened here, as the users
 * read model opens names; erasing the expert blanks them (and a rebuild opens them as "[erased]").
 */
export const expertsProjection: Projection = {
  name: 'experts',
  version: 2,
  collections: [EXPERTS],
  eventTypes: new Set<string>(['ExpertProfileUpdated', 'BookingReviewed', 'PersonalDataErased'] satisfies (ExpertEvent | BookingReviewed | PersonalDataErased)['type'][]),
  async apply(recorded: RecordedEvent, store: ReadStore) {
    const event = projected<ExpertEvent | BookingReviewed | PersonalDataErased>(recorded);
    const experts = store.collection<ExpertDoc>(EXPERTS);
    if (event.type === 'ExpertProfileUpdated') {
      const { displayName, headline, bio } = event.data.profile;
      const opened = { displayName: await openValue(store, displayName), headline: await openValue(store, headline), bio: await openValue(store, bio) };
      await setGuarded(experts, event.data.expertId, recorded.revision, { ...event.data.profile, ...opened, updatedAt: event.data.updatedAt });
      return;
    }
    if (event.type === 'PersonalDataErased') {
      await experts.updateOne({ _id: event.data.userId }, { $set: { displayName: ERASED, headline: ERASED, bio: ERASED } });
      return;
    }
    await experts.updateOne({ _id: event.data.expertId }, { $set: { [`reviews.${event.data.bookingId}`]: event.data.rating } });
  },
};
