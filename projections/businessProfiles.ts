import type { RecordedEvent } from '../infra/eventstore/port.ts';
import type { Doc, ReadStore } from '../infra/readstore/port.ts';
import type { BusinessProfile, BusinessProfileEvent } from '../domain/businessProfiles/businessProfile.ts';
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

export const businessProfilesProjection: Projection = {
  name: 'businessProfiles',
  version: 1,
  collections: [BUSINESS_PROFILES],
  eventTypes: new Set<BusinessProfileEvent['type']>(['BusinessOnboardingCompleted', 'BusinessProfileUpdated', 'WelcomeEmailRequested']),
  async apply(recorded: RecordedEvent, store: ReadStore) {
    const event = projected<BusinessProfileEvent>(recorded);
    const docs = store.collection<BusinessProfileDoc>(BUSINESS_PROFILES);
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
