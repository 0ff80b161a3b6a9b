import type { RecordedEvent } from '../infra/eventstore/port.ts';
import type { Doc, ReadStore } from '../infra/readstore/port.ts';
import { APPLICATION_EVENT_TYPES, type ApplicationEvent } from '../domain/partners/application.ts';
import { FACT_EVENT_TYPES, type FactEvent } from '../domain/market/facts.ts';
import type { Partner } from '../domain/partners/partner.ts';
import { isPublicPartnerFact, partnerFromFact } from '../domain/partners/publicBodies.ts';
import type { Projection } from './projection.ts';
import { projected } from './events.ts';
import { setGuarded } from './guarded.ts';
import { ERASED, openWith, personKey } from '../infra/security/personalData.ts';

export const PARTNERS = 'partners';

/**
 * One document per directory entry: a firm's application (`origin: application`, by application
 * id) or a public body (`origin: public`, by fact id). `listed` says whether the directory shows
 * it: an approved application, a live public fact. `verified` lives beside `partner` so a later
 * verification never has to rewrite the entry. `contactEmail` stays sealed. The name,
 * website and services are opened here, since the directory and its search index show them once
 * approved; a rejection (which erases the application's key) blanks them.
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

async function applicationFields(event: ApplicationEvent, store: ReadStore): Promise<Record<string, unknown>> {
  switch (event.type) {
    case 'PartnerApplied': {
      const { applicationId, contactEmail, appliedAt, ...details } = event.data;
      const key = await personKey(store, applicationId);
      const open = (value: string) => openWith(key, value);
      const partner = { id: applicationId, ...details, name: open(details.name), website: details.website && open(details.website), services: details.services.map(open) };
      return { origin: 'application', status: 'pending', listed: false, partner, verified: false, contactEmail, appliedAt, decidedAt: null, decidedBy: null, note: null, updatedAt: appliedAt };
    }
    case 'PartnerApproved':
    case 'PartnerRejected': {
      const approved = event.type === 'PartnerApproved';
      const { by, note, at } = event.data;
      const fields = { status: approved ? 'approved' : 'rejected', listed: approved, decidedAt: at, decidedBy: by, note, updatedAt: at };
      return approved ? fields : { ...fields, 'partner.name': ERASED, 'partner.website': null, 'partner.services': [] };
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
  version: 2,
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
    await setGuarded(docs, event.data.applicationId, recorded.revision, await applicationFields(event, store));
  },
};
