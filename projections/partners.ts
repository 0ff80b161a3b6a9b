import type { RecordedEvent } from '../infra/eventstore/port.ts';
import type { Doc, ReadStore } from '../infra/readstore/port.ts';
import { APPLICATION_EVENT_TYPES, type ApplicationEvent } from '../domain/partners/application.ts';
import { FACT_EVENT_TYPES, type FactEvent } from '../domain/market/facts.ts';
import type { Partner } from '../domain/partners/partner.ts';
import { isPublicPartnerFact, partnerFromFact } from '../domain/partners/publicBodies.ts';
import type { Projection } from './projection.ts';
import { projected } from './events.ts';
import { setGuarded } from './guarded.ts';

export const PARTNERS = 'partners';

/**
 * One document per directory entry: a firm's application (`origin: application`, by application
 * id) or a public body (`origin: public`, by fact id). `listed` says whether the directory shows
 * it: an approved application, a live public fact. `verified` lives beside `partner` so a later
 * verification never has to rewrite the entry. `contactEmail` stays sealed.
 */
export type PartnerDoc = Doc & {
  origin: 'application' | 'public';
  status: 'pending' | 'approved' | 'rejected' | 'live' | 'retired';
  listed: boolean;
  partner: Omit<Partner, 'verified'>;
  verified: boolean;
  contactEmail?: string;
  appliedAt?: string;
  decidedAt?: string | null;
  decidedBy?: string | null;
  note?: string | null;
  asOf?: string;
  updatedAt: string;
  _rev: number;
};

function applicationFields(event: ApplicationEvent): Record<string, unknown> {
  switch (event.type) {
    case 'PartnerApplied': {
      const { applicationId, contactEmail, appliedAt, ...details } = event.data;
      const partner = { id: applicationId, ...details };
      return { origin: 'application', status: 'pending', listed: false, partner, verified: false, contactEmail, appliedAt, decidedAt: null, decidedBy: null, note: null, updatedAt: appliedAt };
    }
    case 'PartnerApproved':
    case 'PartnerRejected': {
      const approved = event.type === 'PartnerApproved';
      const { by, note, at } = event.data;
      return { status: approved ? 'approved' : 'rejected', listed: approved, decidedAt: at, decidedBy: by, note, updatedAt: at };
    }
    case 'PartnerVerified':
      return { verified: event.data.verified, updatedAt: event.data.at };
  }
}

function factFields(event: FactEvent): Record<string, unknown> {
  if (event.type === 'FactRetired') return { status: 'retired', listed: false, updatedAt: event.data.at };
  const { verified, ...partner } = partnerFromFact(event.data.item);
  return { origin: 'public', status: 'live', listed: true, partner, verified, asOf: event.data.item.asOf, updatedAt: event.data.at };
}

export const partnersProjection: Projection = {
  name: 'partners',
  version: 1,
  collections: [PARTNERS],
  eventTypes: new Set<string>([...APPLICATION_EVENT_TYPES, ...FACT_EVENT_TYPES]),
  async setup(store) {
    await store.collection(PARTNERS).createIndex({ listed: 1 });
    await store.collection(PARTNERS).createIndex({ origin: 1, status: 1 });
  },
  async apply(recorded: RecordedEvent, store: ReadStore) {
    const docs = store.collection<PartnerDoc>(PARTNERS);
    if (recorded.type.startsWith('Fact')) {
      const event = projected<FactEvent>(recorded);
      if (!isPublicPartnerFact(event.data.factId)) return;
      await setGuarded(docs, event.data.factId, recorded.revision, factFields(event));
      return;
    }
    const event = projected<ApplicationEvent>(recorded);
    await setGuarded(docs, event.data.applicationId, recorded.revision, applicationFields(event));
  },
};
