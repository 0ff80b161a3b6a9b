import type { RecordedEvent } from '../infra/eventstore/port.ts';
import type { Doc, ReadStore } from '../infra/readstore/port.ts';
import { FACT_EVENT_TYPES, type FactEvent } from '../domain/market/facts.ts';
import type { KnowledgeItem } from '../domain/market/knowledge.ts';
import type { Projection } from './projection.ts';
import { projected } from './events.ts';
import { setGuarded } from './guarded.ts';

export const KNOWLEDGE = 'knowledge';

/** The current version of one item; `revisions` is how many events its stream holds (history). */
export type KnowledgeDoc = Doc & {
  item: KnowledgeItem;
  kind: KnowledgeItem['kind'];
  sectors: KnowledgeItem['sectors'];
  status: 'live' | 'retired';
  file: string;
  hash: string;
  publishedAt: string;
  updatedAt: string;
  asOf: string;
  verifiedAt: string;
  revisions: number;
  _rev: number;
};

function fieldsOf(event: FactEvent, revision: number): Record<string, unknown> {
  const revisions = revision + 1;
  if (event.type === 'FactRetired') return { status: 'retired', updatedAt: event.data.at, revisions };
  const { item, file, hash, at } = event.data;
  const fields = { item, kind: item.kind, sectors: item.sectors, status: 'live', file, hash, updatedAt: at, asOf: item.asOf, verifiedAt: item.verifiedAt, revisions };
  return event.type === 'FactPublished' && revision === 0 ? { ...fields, publishedAt: at } : fields;
}

export const knowledgeProjection: Projection = {
  name: 'knowledge',
  version: 1,
  collections: [KNOWLEDGE],
  eventTypes: new Set<string>(FACT_EVENT_TYPES),
  async setup(store) {
    await store.collection(KNOWLEDGE).createIndex({ status: 1, kind: 1 });
  },
  async apply(recorded: RecordedEvent, store: ReadStore) {
    const event = projected<FactEvent>(recorded);
    await setGuarded(store.collection<KnowledgeDoc>(KNOWLEDGE), event.data.factId, recorded.revision, fieldsOf(event, recorded.revision));
  },
};
