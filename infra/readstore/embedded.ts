import { queryOf, type Query } from './mingo.ts';
import {
  DuplicateKeyError,
  type BulkOp,
  type Doc,
  type Filter,
  type FindOptions,
  type ReadCollection,
  type ReadStore,
  type Update,
  type UpdateResult,
} from './port.ts';
import { matchSimple } from './fastPath.ts';
import { inserted, updated } from './updates.ts';
import { clone } from './clone.ts';
import { getPath } from './path.ts';

type IndexSpec = { fields: string[]; unique: boolean };
type Index = IndexSpec & { entries: Map<string, Set<string>> };
export type EmbeddedState = Record<string, { docs: Doc[]; indexes: IndexSpec[] }>;

/**
 * In-process collections that answer the Mongo filter, update and sort language through mingo.
 * mingo has no upsert or $setOnInsert, and no indexes, so this class supplies those. The server's
 * embedded read store is SQLite (sqlite.ts); this one serves unit tests, which need no files.
 */
export class EmbeddedReadStore implements ReadStore {
  readonly kind = 'embedded' as const;
  readonly #collections = new Map<string, EmbeddedCollection>();

  collection<T extends Doc = Doc>(name: string): ReadCollection<T> {
    let c = this.#collections.get(name);
    if (!c) {
      c = new EmbeddedCollection();
      this.#collections.set(name, c);
    }
    return c as unknown as ReadCollection<T>;
  }

  async dropCollection(name: string): Promise<void> {
    this.#collections.get(name)?.clear();
  }

  /** A copy of every collection, for tests that compare what two runs of the projections built. */
  exportState(): EmbeddedState {
    const out: EmbeddedState = {};
    for (const [name, c] of this.#collections) out[name] = c.exportState();
    return out;
  }

  async ping(): Promise<void> {}
  async close(): Promise<void> {}
}

class EmbeddedCollection implements ReadCollection<Doc> {
  readonly #docs = new Map<string, Doc>();
  readonly #indexes: Index[] = [];

  clear(): void {
    this.#docs.clear();
    for (const index of this.#indexes) index.entries.clear();
  }

  exportState(): { docs: Doc[]; indexes: IndexSpec[] } {
    return {
      docs: clone([...this.#docs.values()]),
      indexes: this.#indexes.map(({ fields, unique }) => ({ fields, unique })),
    };
  }

  async findOne(filter: Filter): Promise<Doc | null> {
    const [doc] = this.#match(filter, 1);
    return doc ? clone(doc) : null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<Doc[]> {
    let cursor = queryOf(filter).find(this.#candidates(filter));
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    return clone(cursor.all() as Doc[]);
  }

  async countDocuments(filter: Filter): Promise<number> {
    if (Object.keys(filter).length === 0) return this.#docs.size;
    return this.#match(filter).length;
  }

  async insertOne(doc: Doc): Promise<void> {
    this.#insert(doc);
  }

  async updateOne(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    return this.#update(filter, update, options.upsert ?? false);
  }

  /** Native: no promise per write, which is most of what a page of replay costs here. */
  async bulkWrite(ops: BulkOp[]): Promise<void> {
    for (const op of ops) {
      if ('updateOne' in op) this.#update(op.updateOne.filter, op.updateOne.update, op.updateOne.upsert ?? false);
      else if ('insertOne' in op) this.#insert(op.insertOne.document);
      else this.#delete(op.deleteOne.filter);
    }
  }

  #insert(doc: Doc): void {
    if (this.#docs.has(doc._id)) throw new DuplicateKeyError(`Duplicate _id ${doc._id}`);
    this.#store(clone(doc));
  }

  #update(filter: Filter, update: Update, upsert: boolean): UpdateResult {
    const current = this.#first(filter);
    if (current) {
      return { matchedCount: 1, modifiedCount: this.#replaceWithUpdate(current, update) ? 1 : 0, upsertedId: null };
    }
    if (!upsert) return { matchedCount: 0, modifiedCount: 0, upsertedId: null };
    const doc = inserted(filter, update);
    if (this.#docs.has(doc._id)) throw new DuplicateKeyError(`Duplicate _id ${doc._id}`);
    this.#store(doc);
    return { matchedCount: 0, modifiedCount: 0, upsertedId: doc._id };
  }

  async updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    const matched = this.#match(filter);
    let modified = 0;
    for (const doc of matched) if (this.#replaceWithUpdate(doc, update)) modified += 1;
    return { matchedCount: matched.length, modifiedCount: modified, upsertedId: null };
  }

  async deleteOne(filter: Filter): Promise<{ deletedCount: number }> {
    return this.#delete(filter);
  }

  #delete(filter: Filter): { deletedCount: number } {
    const [doc] = this.#match(filter, 1);
    if (!doc) return { deletedCount: 0 };
    this.#remove(doc);
    return { deletedCount: 1 };
  }

  async deleteMany(filter: Filter): Promise<{ deletedCount: number }> {
    const matched = this.#match(filter);
    for (const doc of matched) this.#remove(doc);
    return { deletedCount: matched.length };
  }

  async createIndex(keys: Record<string, 1 | -1>, options: { unique?: boolean } = {}): Promise<void> {
    const fields = Object.keys(keys);
    if (this.#indexes.some((i) => sameFields(i.fields, fields))) return;
    const index: Index = { fields, unique: options.unique ?? false, entries: new Map() };
    for (const doc of this.#docs.values()) addToIndex(index, doc);
    this.#indexes.push(index);
  }

  /** Applies an update to a copy, checks unique indexes, then swaps it in, so a clash changes nothing. */
  #replaceWithUpdate(current: Doc, update: Update): boolean {
    const next = updated(current, update);
    if (!next) return false;
    this.#swap(current, next);
    return true;
  }

  /** Replaces a document, touching only the index entries whose keys changed. */
  #swap(current: Doc, next: Doc): void {
    const moves: [Index, string[], string[]][] = [];
    for (const index of this.#indexes) {
      if (index.fields.every((f) => getPath(current, f) === getPath(next, f))) continue;
      const before = indexKeys(index, current);
      const after = indexKeys(index, next);
      if (before.length === after.length && before.every((k, i) => k === after[i])) continue;
      if (index.unique) this.#checkUnique(index, after, next._id);
      moves.push([index, before, after]);
    }
    this.#docs.set(next._id, next);
    for (const [index, before, after] of moves) {
      for (const key of before) index.entries.get(key)?.delete(next._id);
      fileUnder(index, after, next._id);
    }
  }

  #checkUnique(index: Index, keys: readonly string[], id: string): void {
    for (const key of keys) {
      const holders = index.entries.get(key);
      if (holders && [...holders].some((holder) => holder !== id)) throw new DuplicateKeyError(`Duplicate key for index on ${index.fields.join(', ')}`);
    }
  }

  #store(doc: Doc): void {
    for (const index of this.#indexes) if (index.unique) this.#checkUnique(index, indexKeys(index, doc), doc._id);
    this.#docs.set(doc._id, doc);
    for (const index of this.#indexes) addToIndex(index, doc);
  }

  #remove(doc: Doc): void {
    this.#docs.delete(doc._id);
    for (const index of this.#indexes) for (const key of indexKeys(index, doc)) index.entries.get(key)?.delete(doc._id);
  }

  /** The first match; by _id (how projections write) without building candidate lists. */
  #first(filter: Filter): Doc | undefined {
    if (!isPrimitive(filter._id)) return this.#match(filter, 1)[0];
    const doc = this.#docs.get(String(filter._id));
    if (!doc) return undefined;
    const simple = matchSimple(doc, filter);
    return (simple ?? queryOf(filter).test(doc)) ? doc : undefined;
  }

  #match(filter: Filter, limit?: number): Doc[] {
    const candidates = this.#candidates(filter);
    const keys = Object.keys(filter);
    // A lookup by _id alone needs no query engine.
    if (keys.length === 1 && keys[0] === '_id' && isPrimitive(filter._id)) return candidates;
    let query: Query | undefined;
    const out: Doc[] = [];
    for (const doc of candidates) {
      if (matchSimple(doc, filter) ?? (query ??= queryOf(filter)).test(doc)) {
        out.push(doc);
        if (limit !== undefined && out.length >= limit) break;
      }
    }
    return out;
  }

  /** Narrows the scan through _id or an index whose fields the filter pins to plain values. */
  #candidates(filter: Filter): Doc[] {
    if (isPrimitive(filter._id)) {
      const doc = this.#docs.get(String(filter._id));
      return doc ? [doc] : [];
    }
    for (const index of this.#indexes) {
      if (!index.fields.every((f) => isPrimitive(filter[f]))) continue;
      const ids = index.entries.get(keyOf(index.fields.map((f) => filter[f])));
      return ids ? [...ids].map((id) => this.#docs.get(id)).filter((d): d is Doc => d !== undefined) : [];
    }
    return [...this.#docs.values()];
  }
}

function isPrimitive(v: unknown): v is string | number | boolean {
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
}

/** One index entry's key; the type prefix keeps 1 and "1" apart, and a single field skips JSON.stringify. */
function keyOf(values: readonly unknown[]): string {
  if (values.length > 1) return JSON.stringify(values);
  const v = values[0];
  return typeof v === 'object' ? JSON.stringify([v]) : `${typeof v}:${String(v)}`;
}

/**
 * The keys a document is filed under. A field holding an array (or a path through one, see
 * path.ts) files it under each element, as a Mongo multikey index does, so a lookup of one element
 * finds it. Documents whose indexed fields are missing are left out of the index (sparse).
 */
function indexKeys(index: IndexSpec, doc: Doc): string[] {
  let tuples: unknown[][] = [[]];
  for (const field of index.fields) {
    const v = getPath(doc, field);
    const values = (Array.isArray(v) ? [...new Set(v)] : [v]).filter((x) => x !== undefined && x !== null);
    if (values.length === 0) return [];
    tuples = tuples.flatMap((tuple) => values.map((x) => [...tuple, x]));
  }
  return tuples.map(keyOf);
}

function fileUnder(index: Index, keys: readonly string[], id: string): void {
  for (const key of keys) {
    let ids = index.entries.get(key);
    if (!ids) index.entries.set(key, (ids = new Set()));
    ids.add(id);
  }
}

function addToIndex(index: Index, doc: Doc): void {
  fileUnder(index, indexKeys(index, doc), doc._id);
}

function sameFields(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((f, i) => f === b[i]);
}
