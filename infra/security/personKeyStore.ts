import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { DuplicateKeyError, type Doc, type Filter, type ReadCollection, type ReadStore, type Update, type UpdateResult } from '../readstore/port.ts';
import { PERSON_KEYS, type PersonKeyDoc } from './personalData.ts';
import { LRUCache } from 'lru-cache';
import { seal, unseal } from './secrets.ts';

/**
 * The read store the server hands out: every collection is the backend's own, except
 * `personKeys`, whose key material is wrapped with the key-encryption key on the way in and
 * unwrapped on the way out, so the stored documents alone reveal nothing. With `file` (the
 * embedded backend) that collection lives in its own SQLite file instead, with secure_delete and
 * full sync, apart from the read models which are rebuilt at will.
 */
export function withPersonKeyStore(inner: ReadStore, options: { kek: Buffer; file?: string }): ReadStore {
  const backing: ReadCollection<PersonKeyDoc> = options.file ? new SqliteKeyCollection(options.file) : inner.collection<PersonKeyDoc>(PERSON_KEYS);
  const keys = new WrappedKeys(backing, options.kek);
  return {
    kind: inner.kind,
    collection: <T extends Doc>(name: string) => (name === PERSON_KEYS ? (keys as unknown as ReadCollection<T>) : inner.collection<T>(name)),
    dropCollection: async (name) => {
      // No rebuild may ever drop keys: that would erase everyone.
      if (name === PERSON_KEYS) throw new Error('The person key store is never dropped');
      await inner.dropCollection(name);
    },
    ...(inner.transaction ? { transaction: <T>(fn: () => Promise<T>) => inner.transaction!(fn) } : {}),
    ping: () => inner.ping(),
    close: async () => {
      if (backing instanceof SqliteKeyCollection) backing.close();
      await inner.close();
    },
  };
}

const WRAPPED = 'w1.';

class WrappedKeys implements ReadCollection<PersonKeyDoc> {
  readonly #backing: ReadCollection<PersonKeyDoc>;
  readonly #kek: Buffer;
  /**
   * Unwrapping costs an AES-GCM open, and a booking reads the same few keys a dozen times. The cache
   * is keyed by the stored wrapped text, so the row is still read every time: an erased key (its row
   * now a tombstone) is never served from here, in this process or any other.
   */
  readonly #opened = new LRUCache<string, { id: string; key: string }>({ max: 10_000 });
  constructor(backing: ReadCollection<PersonKeyDoc>, kek: Buffer) {
    this.#backing = backing;
    this.#kek = kek;
  }
  #wrap = <D extends Record<string, unknown>>(id: unknown, doc: D): D =>
    typeof doc.key === 'string' ? { ...doc, key: `${WRAPPED}${seal(this.#kek, { id, key: doc.key })}` } : doc;
  #unwrap = (doc: PersonKeyDoc | null): PersonKeyDoc | null => {
    if (!doc || typeof doc.key !== 'string') return doc;
    let opened = this.#opened.get(doc.key);
    if (!opened) {
      opened = unseal<{ id: string; key: string }>(this.#kek, doc.key.slice(WRAPPED.length));
      this.#opened.set(doc.key, opened);
    }
    // The id inside the wrapping stops a swapped row from handing one person another's key.
    if (opened.id !== doc._id) throw new Error('A person key is stored under the wrong id');
    return { ...doc, key: opened.key };
  };
  findOne = async (filter: Filter) => this.#unwrap(await this.#backing.findOne(filter));
  find = async (filter: Filter) => (await this.#backing.find(filter)).map((d) => this.#unwrap(d)!);
  countDocuments = (filter: Filter) => this.#backing.countDocuments(filter);
  insertOne = (doc: PersonKeyDoc) => this.#backing.insertOne(this.#wrap(doc._id, doc));
  // An erasure goes through updateOne or a delete: what this process unwrapped is forgotten with it.
  updateOne = (filter: Filter, update: Update, options?: { upsert?: boolean }) => {
    this.#opened.clear();
    return this.#backing.updateOne(filter, update.$set ? { ...update, $set: this.#wrap(filter._id, update.$set) } : update, options);
  };
  updateMany = () => Promise.reject(new Error('person keys are changed one at a time'));
  deleteOne = (filter: Filter) => {
    this.#opened.clear();
    return this.#backing.deleteOne(filter);
  };
  deleteMany = (filter: Filter) => {
    this.#opened.clear();
    return this.#backing.deleteMany(filter);
  };
  createIndex = async () => {};
}

/**
 * The small subset of a collection the key store needs, in SQLite: documents by `_id`. Anything
 * else is refused loudly rather than answered wrongly. secure_delete overwrites an erased key's
 * bytes in the file instead of leaving them on a free page.
 */
class SqliteKeyCollection implements ReadCollection<PersonKeyDoc> {
  readonly #db: DatabaseSync;
  // Prepared once: preparing the lookup on every call was the booking path's costliest key-store step.
  readonly #select: StatementSync;
  readonly #replace: StatementSync;
  readonly #dataVersion: StatementSync;
  /**
   * Documents as last read, for lookups only (a booking opens the same few people's fields a dozen
   * times). An entry is good while the file's data_version, which another process's commit moves,
   * is the one it was read at; this process's own writes drop their entry. The version is read on
   * every lookup (cheaper than the row and its parse), so an erasure anywhere is seen at once.
   * Writes always read the row itself, so a key another process has just made is never overwritten.
   */
  readonly #docs = new LRUCache<string, { doc: PersonKeyDoc | null; version: number }>({ max: 10_000 });
  constructor(file: string) {
    mkdirSync(dirname(file), { recursive: true });
    this.#db = new DatabaseSync(file);
    this.#db.exec(`PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA secure_delete = ON; PRAGMA busy_timeout = 5000;
      CREATE TABLE IF NOT EXISTS person_keys (id TEXT PRIMARY KEY, doc TEXT NOT NULL) WITHOUT ROWID;`);
    this.#select = this.#db.prepare('SELECT doc FROM person_keys WHERE id = ?');
    this.#replace = this.#db.prepare('INSERT OR REPLACE INTO person_keys (id, doc) VALUES (?, ?)');
    this.#dataVersion = this.#db.prepare('PRAGMA data_version');
  }
  #lookup(id: string): PersonKeyDoc | null {
    const version = (this.#dataVersion.get() as { data_version: number }).data_version;
    const cached = this.#docs.get(id);
    if (cached?.version === version) return cached.doc;
    const doc = this.#get(id);
    this.#docs.set(id, { doc: doc && Object.freeze(doc), version });
    return doc;
  }
  #id(filter: Filter): string {
    const keys = Object.keys(filter);
    if (keys.length !== 1 || typeof filter._id !== 'string') throw new Error('The person key store is queried by _id only');
    return filter._id;
  }
  #get(id: string): PersonKeyDoc | null {
    const row = this.#select.get(id) as { doc: string } | undefined;
    return row ? (JSON.parse(row.doc) as PersonKeyDoc) : null;
  }
  #put(doc: PersonKeyDoc): void {
    this.#replace.run(doc._id, JSON.stringify(doc));
    this.#docs.delete(doc._id);
  }
  async findOne(filter: Filter) {
    return this.#lookup(this.#id(filter));
  }
  async find(filter: Filter) {
    if (Object.keys(filter).length > 0) return [this.#get(this.#id(filter))].filter((d): d is PersonKeyDoc => d !== null);
    return (this.#db.prepare('SELECT doc FROM person_keys').all() as { doc: string }[]).map((r) => JSON.parse(r.doc) as PersonKeyDoc);
  }
  async countDocuments(filter: Filter) {
    return (await this.find(filter)).length;
  }
  async insertOne(doc: PersonKeyDoc) {
    if (this.#get(doc._id)) throw new DuplicateKeyError(`person key ${doc._id} exists`);
    this.#put(doc);
  }
  async updateOne(filter: Filter, update: Update, options?: { upsert?: boolean }): Promise<UpdateResult> {
    const id = this.#id(filter);
    const { $set = {}, $unset = {}, ...other } = update;
    if (Object.keys(other).length > 0) throw new Error('The person key store supports $set and $unset only');
    const current = this.#get(id);
    if (!current && !options?.upsert) return { matchedCount: 0, modifiedCount: 0, upsertedId: null };
    const next: Record<string, unknown> = { ...(current ?? { _id: id }), ...$set };
    for (const field of Object.keys($unset)) delete next[field];
    this.#put(next as PersonKeyDoc);
    return { matchedCount: current ? 1 : 0, modifiedCount: 1, upsertedId: current ? null : id };
  }
  async updateMany(): Promise<UpdateResult> {
    throw new Error('person keys are changed one at a time');
  }
  async deleteOne(filter: Filter) {
    const id = this.#id(filter);
    this.#docs.delete(id);
    return { deletedCount: Number(this.#db.prepare('DELETE FROM person_keys WHERE id = ?').run(id).changes) };
  }
  async deleteMany(filter: Filter) {
    return this.deleteOne(filter);
  }
  async createIndex() {}
  close(): void {
    this.#db.close();
  }
}
