import { LRUCache } from 'lru-cache';
import MiniSearch, { type SearchOptions } from 'minisearch';
import type { Observable, Subscription } from 'rxjs';
import type { RecordedEvent } from '../infra/eventstore/port.ts';
import type { Doc, ReadStore } from '../infra/readstore/port.ts';
import { indexTerm } from '../domain/market/arabic.ts';
import { boundWords, textsOf } from '../domain/market/relevance.ts';
import type { FactEvent } from '../domain/market/facts.ts';
import type { KnowledgeItem } from '../domain/market/knowledge.ts';
import type { Industry } from '../domain/businessProfiles/businessProfile.ts';
import { pick, sentencesOf, snippet, type Lang, type Sentences } from '../domain/market/present.ts';
import { projected } from './events.ts';
import { KNOWLEDGE, type KnowledgeDoc } from './knowledge.ts';

/** `terms`: the query terms the item holds; `words`: the item's own terms they matched (MiniSearch's queryTerms and terms). */
export type Hit = { item: KnowledgeItem; score: number; snippet: string; terms: string[]; words: string[] };
export type HitFilter = { kinds: readonly string[]; industry?: Industry | undefined };

/** Retired items stay as tombstones, so a late, older event cannot bring one back. */
type Entry = { item: KnowledgeItem; rev: number; live: boolean; sentences: Partial<Record<Lang, Sentences>> };
/** `figure`: the unit and period, so "tourists in 2024" meets the fact whose figure is for 2024. */
type IndexDoc = { id: string; title_en: string; title_ar: string; body_en: string; body_ar: string; figure: string };

const toDoc = (item: KnowledgeItem): IndexDoc => ({
  id: item.id,
  title_en: item.title.en,
  title_ar: item.title.ar,
  body_en: item.body.en,
  body_ar: item.body.ar,
  figure: [item.unit ?? '', item.period ?? ''].join(' '),
});

/** The saved index: the index, its entries and the position of the last knowledge event in it. */
export const SEARCH_INDEX = 'searchIndex';
const SAVED_ID = 'market';
const FORMAT = 1;
// Saving takes ~170 ms of main thread for ~250 facts: rarely, and not in the burst of a start.
const SAVE_AFTER_MS = 30_000;
type SavedIndex = Doc & { format: number; position: string | null; index: string };
type SavedState = { index: object; entries: [string, KnowledgeItem, number, boolean][] };

/** Arabic words are short roots plus endings: a three-letter prefix ("ملك", king) would reach "ملكيه" (ownership). */
const ARABIC = /[\u0600-\u06FF]/;
const OPTIONS: SearchOptions = {
  boost: { title_en: 3, title_ar: 3 },
  prefix: (term) => term.length >= (ARABIC.test(term) ? 4 : 3),
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
};

/**
 * The market search index: MiniSearch in memory over the English and Arabic title and body of
 * every live fact, terms normalised by domain/market/arabic.ts on both sides. It is a projection
 * of the `knowledge` read model rather than of the log: at start it loads the live documents
 * (each with the stream revision it reflects), then follows `projectedBy('knowledge')`, ignoring
 * any event not newer than what it holds. The index is saved in the read store (30 s after it
 * changes) with the position of the last event in it, and a start loads it rather than indexing
 * every fact again; it then catches up with the read model only if the knowledge checkpoint moved
 * since (by revision, so only changed facts are indexed again). It is a cache: an unreadable or
 * missing save means indexing from the read model, as before.
 */
const INDEX_OPTIONS = {
  fields: ['title_en', 'title_ar', 'body_en', 'body_ar', 'figure'],
  processTerm: (term: string) => indexTerm(term) || null,
  searchOptions: OPTIONS,
};

export class SearchIndex {
  #index = new MiniSearch<IndexDoc>(INDEX_OPTIONS);
  readonly #entries = new Map<string, Entry>();
  #subscription: Subscription | undefined;
  /** Words the facts use only inside one name ("king" in "King Abdullah…"), worked out again after a change. */
  #bound: ReadonlyMap<string, ReadonlySet<string>> | undefined;
  #store: ReadStore | undefined;
  #position: string | null = null;
  #saveTimer: NodeJS.Timeout | undefined;
  /**
   * Answers by question, emptied by any change to the index. Facts change a few times a day and
   * people ask the same things ("VAT", "licence"), while a fuzzy MiniSearch query walks the whole
   * term tree: it was a fifth of a search request's CPU.
   */
  readonly #answers = new LRUCache<string, { hits: Hit[]; total: number } | KnowledgeItem[]>({ max: 2_000 });

  get size(): number {
    return this.#index.documentCount;
  }

  /**
   * Subscribes before loading, so an event projected during the load is applied after it, not lost.
   * `knowledgeAt` tells the knowledge projection's committed position; unknown, a loaded index is
   * always checked against the read model.
   */
  async start(store: ReadStore, projected$: Observable<RecordedEvent>, knowledgeAt: () => Promise<string | null> = async () => null): Promise<void> {
    const early: RecordedEvent[] = [];
    let loaded = false;
    this.#subscription = projected$.subscribe((event) => (loaded ? this.apply(event) : early.push(event)));
    this.#store = store;
    const at = await knowledgeAt();
    const saved = await store.collection<SavedIndex>(SEARCH_INDEX).findOne({ _id: SAVED_ID });
    const restored = saved !== null && this.#restore(saved);
    if (!restored || at === null || saved.position !== at) {
      const docs = await store.collection<KnowledgeDoc>(KNOWLEDGE).find(restored ? {} : { status: 'live' });
      for (const doc of docs) {
        if (doc.status === 'live') this.upsert(doc.item, doc._rev);
        else this.remove(doc._id, doc._rev);
      }
      this.#position = at;
      this.#scheduleSave();
    }
    loaded = true;
    for (const event of early) this.apply(event);
  }

  #restore(saved: SavedIndex): boolean {
    if (saved.format !== FORMAT) return false;
    try {
      const state = JSON.parse(saved.index) as SavedState;
      this.#index = MiniSearch.loadJS<IndexDoc>(state.index as never, INDEX_OPTIONS);
      for (const [id, item, rev, live] of state.entries) this.#entries.set(id, { item, rev, live, sentences: {} });
      this.#answers.clear();
      this.#position = saved.position;
      return true;
    } catch {
      this.#index = new MiniSearch<IndexDoc>(INDEX_OPTIONS);
      this.#entries.clear();
      return false;
    }
  }

  /** Writes the index to the read store now (also what the timer after a change does). */
  async save(): Promise<void> {
    clearTimeout(this.#saveTimer);
    this.#saveTimer = undefined;
    if (!this.#store) return;
    const state: SavedState = { index: this.#index.toJSON(), entries: [...this.#entries].map(([id, e]) => [id, e.item, e.rev, e.live]) };
    await this.#store
      .collection<SavedIndex>(SEARCH_INDEX)
      .updateOne({ _id: SAVED_ID }, { $set: { format: FORMAT, position: this.#position, index: JSON.stringify(state) } }, { upsert: true });
  }

  #scheduleSave(): void {
    if (this.#saveTimer || !this.#store) return;
    this.#saveTimer = setTimeout(() => void this.save().catch(() => undefined), SAVE_AFTER_MS);
    this.#saveTimer.unref();
  }

  stop(): void {
    this.#subscription?.unsubscribe();
    clearTimeout(this.#saveTimer);
  }

  /**
   * Stops, and writes a change the timer had not written yet: a server stopped within SAVE_AFTER_MS of a
   * change (or of building the index at its first start) would otherwise index everything again at the next.
   */
  async close(): Promise<void> {
    const unsaved = this.#saveTimer !== undefined;
    this.stop();
    if (unsaved) await this.save();
  }

  apply(recorded: RecordedEvent): void {
    if (!recorded.type.startsWith('Fact')) return;
    this.#position = String(recorded.position.commit);
    this.#scheduleSave();
    const event = projected<FactEvent>(recorded);
    if (event.type === 'FactRetired') this.remove(event.data.factId, recorded.revision);
    else this.upsert(event.data.item, recorded.revision);
  }

  upsert(item: KnowledgeItem, rev: number): void {
    const known = this.#entries.get(item.id);
    if (known && known.rev >= rev) return;
    this.#entries.set(item.id, { item, rev, live: true, sentences: {} });
    this.#bound = undefined;
    this.#answers.clear();
    if (this.#index.has(item.id)) this.#index.replace(toDoc(item));
    else this.#index.add(toDoc(item));
  }

  remove(id: string, rev: number): void {
    const known = this.#entries.get(id);
    if (known && known.rev >= rev) return;
    if (known?.live) this.#index.discard(id);
    this.#bound = undefined;
    this.#answers.clear();
    if (known) this.#entries.set(id, { ...known, rev, live: false });
  }

  #filter({ kinds, industry }: HitFilter) {
    return (id: string) => {
      const entry = this.#entries.get(id);
      const item = entry?.item;
      return !!item && entry.live && kinds.includes(item.kind) && (!industry || item.sectors.length === 0 || item.sectors.includes(industry));
    };
  }

  /** Hits in the asked language; each snippet is the body's first sentence holding a matched term. */
  search(query: string, filter: HitFilter, lang: Lang = 'en', limit = 20): { hits: Hit[]; total: number } {
    const key = JSON.stringify(['search', query, filter.kinds, filter.industry ?? null, lang, limit]);
    const cached = this.#answers.get(key);
    if (cached) return cached as { hits: Hit[]; total: number };
    const found = this.#search(query, filter, lang, limit);
    // Shared by every caller from now on: frozen, so none can change another's answer.
    const answer = Object.freeze({ hits: Object.freeze(found.hits.map((h) => Object.freeze(h))) as Hit[], total: found.total });
    this.#answers.set(key, answer);
    return answer;
  }

  #search(query: string, filter: HitFilter, lang: Lang, limit: number): { hits: Hit[]; total: number } {
    const keep = this.#filter(filter);
    const results = this.#index.search(query, { filter: (r) => keep(r.id as string) });
    const hits = results.slice(0, limit).map((r) => {
      const entry = this.#entries.get(r.id as string)!;
      const sentences = (entry.sentences[lang] ??= sentencesOf(pick(entry.item.body, lang).text));
      return { item: entry.item, score: Math.round(r.score * 1000) / 1000, snippet: snippet(sentences, r.terms), terms: r.queryTerms, words: r.terms };
    });
    return { hits, total: results.length };
  }

  /** How many live facts hold a term, matched as a search matches it (prefix, misspelling). */
  frequency(term: string): number {
    return this.#index.search(term, { filter: (r) => this.#entries.get(r.id as string)?.live === true }).length;
  }

  /** The rest of the names a name-head word ("king") stands in, if it is one (domain/market/relevance.ts). */
  partnerOf(word: string): ReadonlySet<string> | undefined {
    this.#bound ??= boundWords([...this.#entries.values()].filter((e) => e.live).flatMap((e) => textsOf(e.item)));
    return this.#bound.get(word);
  }

  /** Suggestions are the best items for a prefix, from the same index; titles weigh most. */
  suggest(prefix: string, filter: HitFilter, limit = 10): KnowledgeItem[] {
    const key = JSON.stringify(['suggest', prefix, filter.kinds, filter.industry ?? null, limit]);
    const cached = this.#answers.get(key);
    if (cached) return cached as KnowledgeItem[];
    const keep = this.#filter(filter);
    const results = this.#index.search(prefix, { prefix: true, fuzzy: (term) => (term.length >= 5 ? 0.2 : false), filter: (r) => keep(r.id as string) });
    const items = Object.freeze(results.slice(0, limit).map((r) => this.#entries.get(r.id as string)!.item)) as KnowledgeItem[];
    this.#answers.set(key, items);
    return items;
  }

}
