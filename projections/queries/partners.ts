import { LRUCache } from 'lru-cache';
import MiniSearch from 'minisearch';
import type { Observable, Subscription } from 'rxjs';
import type { RecordedEvent } from '../../infra/eventstore/port.ts';
import type { ReadStore } from '../../infra/readstore/port.ts';
import { openValue } from '../../infra/security/personalData.ts';
import { searchTerm } from '../../domain/market/arabic.ts';
import type { Industry } from '../../domain/businessProfiles/businessProfile.ts';
import type { Partner } from '../../domain/partners/partner.ts';
import { APPLICATION_EVENT_TYPES, type ApplicationEvent } from '../../domain/partners/application.ts';
import { FACT_EVENT_TYPES, type FactEvent } from '../../domain/market/facts.ts';
import { isPublicPartnerFact } from '../../domain/partners/publicBodies.ts';
import { projected } from '../events.ts';
import { PARTNERS, type PartnerDoc } from '../partners.ts';

export const PARTNERS_PROJECTION = 'partners';

const partnerOf = (d: PartnerDoc): Partner => ({ ...d.partner, verified: d.verified });

export type ApplicationView = {
  id: string;
  status: 'pending' | 'approved' | 'rejected';
  partner: Partner;
  contactEmail: string;
  appliedAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
  note: string | null;
};

/** The directory as shown (listed entries only) and the applications as an admin reviews them. */
export function partnerDirectory(store: ReadStore) {
  const docs = () => store.collection<PartnerDoc>(PARTNERS);
  return {
    async listed(): Promise<Partner[]> {
      return (await docs().find({ listed: true }, { sort: { _id: 1 } })).map(partnerOf);
    },
    async listedById(id: string): Promise<Partner | undefined> {
      const doc = await docs().findOne({ _id: id, listed: true });
      return doc ? partnerOf(doc) : undefined;
    },
    /** Oldest first, so the queue is worked in the order firms applied. */
    async applications(status?: ApplicationView['status']): Promise<ApplicationView[]> {
      const filter: Record<string, unknown> = { origin: 'application' };
      if (status) filter.status = status;
      const found = await docs().find(filter, { sort: { appliedAt: 1, _id: 1 } });
      return Promise.all(
        found.map(async (d) => ({
          id: d._id,
          status: d.status as ApplicationView['status'],
          partner: partnerOf(d),
          contactEmail: await openValue(store, d.contactEmail ?? ''),
          appliedAt: d.appliedAt ?? d.updatedAt,
          decidedAt: d.decidedAt ?? null,
          decidedBy: d.decidedBy ?? null,
          note: d.note ?? null,
        })),
      );
    },
  };
}

type IndexDoc = { id: string; name: string; services: string; cities: string; type: string };

/**
 * Partners for market search: MiniSearch in memory over the listed entries' name, services, cities
 * and type, the same term normalisation as the facts' index. Like that index, each process loads
 * it from the read model at start and then follows `projectedBy('partners')`, re-reading the one
 * entry an event touched (in event order), so it never runs ahead of or behind the read model.
 */
export class PartnerIndex {
  readonly #index = new MiniSearch<IndexDoc>({
    fields: ['name', 'services', 'cities', 'type'],
    processTerm: (term) => searchTerm(term) || null,
    searchOptions: { boost: { name: 3 }, prefix: (term) => term.length >= 3, fuzzy: (term) => (term.length >= 5 ? 0.2 : false) },
  });
  readonly #entries = new Map<string, { partner: Partner; asOf: string | null; rev: number }>();
  /** Answers by question, emptied by any change, as in the facts' index (projections/searchIndex.ts). */
  readonly #answers = new LRUCache<string, { results: PartnerResult[]; total: number }>({ max: 2_000 });
  #subscription: Subscription | undefined;
  #queue: Promise<void> = Promise.resolve();

  async start(store: ReadStore, projected$: Observable<RecordedEvent>): Promise<void> {
    const early: string[] = [];
    let loaded = false;
    // One reload at a time, in event order; a failed read leaves the entry as it was until its next event.
    const refresh = (id: string) => {
      this.#queue = this.#queue.then(() => this.#reload(store, id)).catch(() => undefined);
    };
    this.#subscription = projected$.subscribe((event) => {
      const id = idOf(event);
      if (!id) return;
      if (loaded) refresh(id);
      else early.push(id);
    });
    for (const doc of await store.collection<PartnerDoc>(PARTNERS).find({ listed: true })) this.#put(doc);
    loaded = true;
    for (const id of early) refresh(id);
  }

  stop(): void {
    this.#subscription?.unsubscribe();
  }

  async #reload(store: ReadStore, id: string): Promise<void> {
    const doc = await store.collection<PartnerDoc>(PARTNERS).findOne({ _id: id });
    if (doc) this.#put(doc);
  }

  #put(doc: PartnerDoc): void {
    const known = this.#entries.get(doc._id);
    if (known && known.rev > doc._rev) return;
    this.#answers.clear();
    if (this.#index.has(doc._id)) this.#index.discard(doc._id);
    if (!doc.listed) {
      this.#entries.delete(doc._id);
      return;
    }
    const partner = partnerOf(doc);
    this.#entries.set(doc._id, { partner, asOf: doc.asOf ?? doc.decidedAt ?? null, rev: doc._rev });
    this.#index.add({ id: doc._id, name: partner.name, services: partner.services.join(' '), cities: partner.cities.join(' '), type: partner.type.replace(/-/g, ' ') });
  }

  /**
   * Listed partners for a query, as market search results. An industry keeps partners of that sector
   * and those of every sector. `publicBodies: false` leaves out the public bodies, for searches that
   * already find them as facts (type `all`), so no entry is counted twice.
   */
  search(query: string, options: { industry?: Industry | undefined; publicBodies: boolean }, limit = 20): { results: PartnerResult[]; total: number } {
    const key = JSON.stringify([query, options.industry ?? null, options.publicBodies, limit]);
    let answer = this.#answers.get(key);
    if (!answer) {
      const found = this.#search(query, options, limit);
      answer = Object.freeze({ results: Object.freeze(found.results.map((r) => Object.freeze(r))) as PartnerResult[], total: found.total });
      this.#answers.set(key, answer);
    }
    return answer;
  }

  #search(query: string, options: { industry?: Industry | undefined; publicBodies: boolean }, limit: number): { results: PartnerResult[]; total: number } {
    const { industry, publicBodies } = options;
    const fits = (id: string) => {
      const p = this.#entries.get(id)?.partner;
      return !!p && (publicBodies || p.type !== 'public-program') && (!industry || p.sectors.length === 0 || p.sectors.includes(industry));
    };
    const found = this.#index.search(query, { filter: (r) => fits(r.id as string) });
    const results = found.slice(0, limit).map((r) => {
      const { partner, asOf } = this.#entries.get(r.id as string)!;
      return resultOf(partner, asOf, Math.round(r.score * 1000) / 1000);
    });
    return { results, total: found.length };
  }
}

/**
 * A partner as a search result, in the facts' result shape. A firm's entry states no fact, so its
 * source is null and its date the approval's; a public body keeps its fact's source and as-of date.
 */
export type PartnerResult = { kind: 'partner'; id: string; title: string; snippet: string; sectors: Industry[]; source: Partner['source'] | null; asOf: string | null; score: number; partner: Partner };
function resultOf(partner: Partner, asOf: string | null, score: number): PartnerResult {
  const snippet = [partner.type.replace(/-/g, ' '), partner.cities.join(', '), partner.services.join(', ')].filter(Boolean).join(' · ');
  return { kind: 'partner', id: partner.id, title: partner.name, snippet, sectors: partner.sectors, source: partner.source ?? null, asOf: asOf?.slice(0, 10) ?? null, score, partner };
}

/** Fact results and partner results in one list, best score first, at most `limit`. */
export function withPartnerResults<R extends { score: number }>(facts: R[], partners: PartnerResult[], limit = 20): (R | PartnerResult)[] {
  if (partners.length === 0) return facts;
  return [...facts, ...partners].sort((a, b) => b.score - a.score).slice(0, limit);
}

const TYPES = new Set<string>([...APPLICATION_EVENT_TYPES, ...FACT_EVENT_TYPES]);

/** The directory entry an event concerns, or none (other events, facts that are not public bodies). */
function idOf(recorded: RecordedEvent): string | undefined {
  if (!TYPES.has(recorded.type)) return undefined;
  const event = projected<ApplicationEvent | FactEvent>(recorded);
  if ('applicationId' in event.data) return event.data.applicationId;
  return isPublicPartnerFact(event.data.factId) ? event.data.factId : undefined;
}

export async function openPartnerIndex(store: ReadStore, projected$: Observable<RecordedEvent>): Promise<PartnerIndex> {
  const index = new PartnerIndex();
  await index.start(store, projected$);
  return index;
}
