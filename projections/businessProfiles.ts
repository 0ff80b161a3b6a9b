import type { RecordedEvent } from '../infra/eventstore/port.ts';
import type { Doc, ReadStore } from '../infra/readstore/port.ts';
import type { BusinessProfile, BusinessProfileEvent } from '../domain/businessProfiles/businessProfile.ts';
import type { PersonalDataErased } from '../domain/users/user.ts';
import { ERASED } from '../infra/security/personalData.ts';
import type { Projection } from './projection.ts';
import { setGuarded } from './guarded.ts';
import { projected } from './events.ts';

export const BUSINESS_PROFILES = 'businessProfiles';

export type BusinessProfileDoc = Doc &
  BusinessProfile & {
    completedAt: string;
    updatedAt: string;
    welcomeEmailRequestedAt: string | null;
    /** Revision of the last businessProfile-stream event applied. */
    _rev: number;
  };

/**
 * The company name, website, goals and services stay sealed here as in the log (the query opens
 * them with the person's key). Erasure blanks them: sealed ones are unreadable anyway, but events
 * from before sealing hold them in plaintext. Version 2 rebuilds read models built before that.
 */
export const businessProfilesProjection: Projection = {
  name: 'businessProfiles',
  version: 2,
  collections: [BUSINESS_PROFILES],
  eventTypes: new Set<(BusinessProfileEvent | PersonalDataErased)['type']>(['BusinessOnboardingCompleted', 'BusinessProfileUpdated', 'WelcomeEmailRequested', 'PersonalDataErased']),
  async apply(recorded: RecordedEvent, store: ReadStore) {
    const event = projected<BusinessProfileEvent | PersonalDataErased>(recorded);
    const docs = store.collection<BusinessProfileDoc>(BUSINESS_PROFILES);
    if (event.type === 'PersonalDataErased') {
      await docs.updateOne({ _id: event.data.userId }, { $set: { companyName: ERASED, website: null, goals: [], services: [] } });
      return;
    }
    const set = (fields: Record<string, unknown>) => setGuarded(docs, event.data.userId, recorded.revision, fields);
    switch (event.type) {
      case 'BusinessOnboardingCompleted': {
        const { profile, completedAt } = event.data;
        return set({ ...profile, completedAt, updatedAt: completedAt, welcomeEmailRequestedAt: null });
      }
      case 'BusinessProfileUpdated':
        return set({ ...event.data.changes, updatedAt: event.data.updatedAt });
      case 'WelcomeEmailRequested':
        return set({ welcomeEmailRequestedAt: event.data.requestedAt });
    }
  },
};
