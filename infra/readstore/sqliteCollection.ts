import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { queryOf } from './mingo.ts';
import { DuplicateKeyError, type BulkOp, type Doc, type Filter, type FindOptions, type ReadCollection, type Update, type UpdateResult } from './port.ts';
import { matchSimple } from './fastPath.ts';
import { getPath } from './path.ts';
import { inserted, updated } from './updates.ts';
import { fieldExpr, orderBy, quoteName, translate } from './sqliteQuery.ts';
import type { SqliteReadStore } from './sqlite.ts';

type IndexSpec = { fields: [string, 1 | -1][]; unique: boolean };

const isUnique = (error: unknown): boolean => error instanceof Error && /UNIQUE constraint failed/.test(error.message);
const isPrimitive = (v: unknown): v is string | number | boolean => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
const matches = (doc: Doc, filter: Filter): boolean => matchSimple(doc, filter) ?? queryOf(filter).test(doc);

/** One collection of the SQLite read store (sqlite.ts): a table of JSON documents and its indexes. */
export class SqliteCollection implements ReadCollection<Doc> {
  readonly #store: SqliteReadStore;
  readonly #name: string;
  readonly #table: string;
  readonly #mkTable: string;
  /** The statements of every write and every read by _id, as text made once (the statement cache is keyed on it). */
  readonly #sql: { byId: string; update: string; insert: string; remove: string };
  readonly #indexed = new Set<string>();
  readonly #multikey = new Set<string>();

  constructor(store: SqliteReadStore, name: string) {
    this.#store = store;
    this.#name = name;
    this.#table = quoteName(`rm:${name}`);
    this.#mkTable = quoteName(`rm:${name}$mk`);
    this.#sql = {
      byId: `SELECT doc FROM ${this.#table} WHERE _id = ?`,
      update: `UPDATE ${this.#table} SET doc = ? WHERE _id = ?`,
      insert: `INSERT INTO ${this.#table} (_id, doc) VALUES (?, ?)`,
      remove: `DELETE FROM ${this.#table} WHERE _id = ?`,
    };
    this.#create();
  }

  #create(): void {
    const db = this.#store.writer;
    // A rowid table with _id in its own index, not WITHOUT ROWID keyed on _id: ids are UUIDs, so keyed
    // on _id every new document lands on a random leaf of the table and a page of writes dirties a leaf
    // per document; with rowids documents are appended and written together, and only the small _id
    // index takes random writes. A full build ran about a third faster (docs/BENCHMARKS.md). Tables
    // made before keep their layout: the same SQL reads and writes both.
    db.exec(`CREATE TABLE IF NOT EXISTS ${this.#table} (_id TEXT PRIMARY KEY, doc TEXT NOT NULL)`);
    const specs = db.prepare('SELECT name, spec FROM _indexes WHERE coll = ?').all(this.#name) as { name: string; spec: string }[];
    for (const { name, spec } of specs) this.#createIndex(name, JSON.parse(spec) as IndexSpec);
    for (const { field } of db.prepare('SELECT field FROM _multikey WHERE coll = ?').all(this.#name) as { field: string }[]) this.#multikey.add(field);
    if (this.#multikey.size > 0) this.#createMultikeyTable();
  }

  drop(): void {
    const db = this.#store.writer;
    db.exec(`DROP TABLE IF EXISTS ${this.#table}; DROP TABLE IF EXISTS ${this.#mkTable}`);
    db.prepare('DELETE FROM _multikey WHERE coll = ?').run(this.#name);
    this.#store.forgetStatements();
    this.#store.invalidate(this.#table);
    this.#indexed.clear();
    this.#multikey.clear();
    this.#create();
  }

  #run(sql: string, ...params: SQLInputValue[]) {
    const result = this.#store.prepare(this.#store.writer, sql).run(...params);
    this.#store.invalidate(this.#table);
    return result;
  }

  #rows(filter: Filter, sort: FindOptions['sort'], db = this.#store.readConnection()): IterableIterator<{ doc: string }> {
    const where = translate(filter, { indexed: this.#indexed, multikey: this.#multikey, multikeyTable: this.#mkTable });
    const sql = `SELECT doc FROM ${this.#table}${where.clauses.length ? ` WHERE ${where.clauses.join(' AND ')}` : ''}${orderBy(sort)}`;
    return this.#store.prepare(db, sql).iterate(...where.params) as IterableIterator<{ doc: string }>;
  }

  /** Matching documents in order, stopping once `limit` are found after `skip`. */
  #select(filter: Filter, options: FindOptions = {}, db?: DatabaseSync): Doc[] {
    const out: Doc[] = [];
    let skip = options.skip ?? 0;
    const limit = options.limit || Infinity;
    for (const row of this.#rows(filter, options.sort, db)) {
      const doc = JSON.parse(row.doc) as Doc;
      if (!matches(doc, filter)) continue;
      if (skip > 0) skip -= 1;
      else if (out.push(doc) >= limit) break;
    }
    return out;
  }

  /** SQL text and EXPLAIN QUERY PLAN of the read a filter and sort make; tests hold every query shape to an index. */
  explain(filter: Filter, sort?: FindOptions['sort']): string[] {
    const where = translate(filter, { indexed: this.#indexed, multikey: this.#multikey, multikeyTable: this.#mkTable });
    const sql = `SELECT doc FROM ${this.#table}${where.clauses.length ? ` WHERE ${where.clauses.join(' AND ')}` : ''}${orderBy(sort)}`;
    return (this.#store.writer.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...where.params) as { detail: string }[]).map((r) => r.detail);
  }

  #get(id: string): Doc | undefined {
    const row = this.#store.prepare(this.#store.writer, this.#sql.byId).get(id) as { doc: string } | undefined;
    return row ? (JSON.parse(row.doc) as Doc) : undefined;
  }

  /** The first match, read on the writer (writes decide on what they are about to change). */
  #first(filter: Filter): Doc | undefined {
    if (typeof filter._id === 'string') {
      const doc = this.#get(filter._id);
      return doc && matches(doc, filter) ? doc : undefined;
    }
    return this.#select(filter, { limit: 1 }, this.#store.writer)[0];
  }

  #put(doc: Doc, existed: boolean): void {
    this.#noteArrays(doc);
    try {
      if (existed) this.#run(this.#sql.update, JSON.stringify(doc), doc._id);
      else this.#run(this.#sql.insert, doc._id, JSON.stringify(doc));
    } catch (error) {
      if (isUnique(error)) throw new DuplicateKeyError(existed ? `Duplicate key in ${this.#name}` : `Duplicate key ${doc._id} in ${this.#name}`);
      throw error;
    }
    if (this.#multikey.size > 0) this.#indexArrays(doc, existed);
  }

  #remove(id: string): boolean {
    const changes = Number(this.#run(this.#sql.remove, id).changes);
    if (this.#multikey.size > 0) this.#run(`DELETE FROM ${this.#mkTable} WHERE id = ?`, id);
    return changes > 0;
  }

  /**
   * An array in an indexed field (or on a path through one, see path.ts) turns that field
   * multikey: from then on it is looked up in the side table, filled here from the rows so far.
   */
  #noteArrays(doc: Doc): void {
    for (const field of this.#indexed) {
      if (this.#multikey.has(field) || !Array.isArray(getPath(doc, field))) continue;
      this.#createMultikeyTable();
      this.#run('INSERT OR IGNORE INTO _multikey (coll, field) VALUES (?, ?)', this.#name, field);
      // In JS rather than json_each: a JSON path does not reach into the elements of an array on the way.
      for (const row of this.#rows({}, undefined, this.#store.writer)) this.#fileElements(field, JSON.parse(row.doc) as Doc);
      this.#multikey.add(field);
    }
  }

  #createMultikeyTable(): void {
    this.#store.writer.exec(`CREATE TABLE IF NOT EXISTS ${this.#mkTable} (field TEXT NOT NULL, value, id TEXT NOT NULL, PRIMARY KEY (field, value, id)) WITHOUT ROWID;
      CREATE INDEX IF NOT EXISTS ${quoteName(`rm:${this.#name}$mk:id`)} ON ${this.#mkTable} (id);`);
  }

  #indexArrays(doc: Doc, existed: boolean): void {
    if (existed) this.#run(`DELETE FROM ${this.#mkTable} WHERE id = ?`, doc._id);
    for (const field of this.#multikey) this.#fileElements(field, doc);
  }

  #fileElements(field: string, doc: Doc): void {
    const value = getPath(doc, field);
    for (const v of Array.isArray(value) ? value : [value]) {
      if (isPrimitive(v)) this.#run(`INSERT OR IGNORE INTO ${this.#mkTable} (field, value, id) VALUES (?, ?, ?)`, field, typeof v === 'boolean' ? Number(v) : v, doc._id);
    }
  }

  async findOne(filter: Filter): Promise<Doc | null> {
    if (typeof filter._id === 'string') {
      const id = filter._id;
      const doc = this.#store.cachedRead(this.#table, id, (db) => {
        const row = this.#store.prepare(db, this.#sql.byId).get(id) as { doc: string } | undefined;
        return row ? (JSON.parse(row.doc) as Doc) : null;
      });
      return doc && matches(doc, filter) ? doc : null;
    }
    return this.#select(filter, { limit: 1 })[0] ?? null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<Doc[]> {
    return this.#select(filter, options);
  }

  async countDocuments(filter: Filter): Promise<number> {
    const where = translate(filter, { indexed: this.#indexed, multikey: this.#multikey, multikeyTable: this.#mkTable });
    if (!where.exact) return this.#select(filter).length;
    const sql = `SELECT count(*) AS n FROM ${this.#table}${where.clauses.length ? ` WHERE ${where.clauses.join(' AND ')}` : ''}`;
    return Number((this.#store.prepare(this.#store.readConnection(), sql).get(...where.params) as { n: number }).n);
  }

  async insertOne(doc: Doc): Promise<void> {
    await this.#store.idle();
    this.#insert(doc);
  }

  #insert(doc: Doc): void {
    this.#put(doc, false);
  }

  async updateOne(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    await this.#store.idle();
    return this.#update(filter, update, options.upsert ?? false);
  }

  #update(filter: Filter, update: Update, upsert: boolean): UpdateResult {
    const current = this.#first(filter);
    if (current) {
      const next = updated(current, update);
      if (next) this.#put(next, true);
      return { matchedCount: 1, modifiedCount: next ? 1 : 0, upsertedId: null };
    }
    if (!upsert) return { matchedCount: 0, modifiedCount: 0, upsertedId: null };
    const doc = inserted(filter, update);
    this.#put(doc, false);
    return { matchedCount: 0, modifiedCount: 0, upsertedId: doc._id };
  }

  async updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    await this.#store.idle();
    const matched = this.#select(filter, {}, this.#store.writer);
    return this.#atomically(() => {
      let modified = 0;
      for (const doc of matched) {
        const next = updated(doc, update);
        if (!next) continue;
        this.#put(next, true);
        modified += 1;
      }
      return { matchedCount: matched.length, modifiedCount: modified, upsertedId: null };
    });
  }

  async deleteOne(filter: Filter): Promise<{ deletedCount: number }> {
    await this.#store.idle();
    return this.#delete(filter);
  }

  #delete(filter: Filter): { deletedCount: number } {
    const doc = this.#first(filter);
    return { deletedCount: doc && this.#remove(doc._id) ? 1 : 0 };
  }

  async deleteMany(filter: Filter): Promise<{ deletedCount: number }> {
    await this.#store.idle();
    const matched = this.#select(filter, {}, this.#store.writer);
    return this.#atomically(() => ({ deletedCount: matched.filter((d) => this.#remove(d._id)).length }));
  }

  async createIndex(keys: Record<string, 1 | -1>, options: { unique?: boolean } = {}): Promise<void> {
    await this.#store.idle();
    const spec: IndexSpec = { fields: Object.entries(keys), unique: options.unique ?? false };
    const name = `${spec.unique ? 'u' : 'i'}:${spec.fields.map(([f, d]) => `${f}${d === -1 ? '-' : ''}`).join(',')}`;
    try {
      this.#createIndex(name, spec);
    } catch (error) {
      if (isUnique(error)) throw new DuplicateKeyError(`Existing documents of ${this.#name} clash on ${name}`);
      throw error;
    }
    const added = Number(this.#run('INSERT OR IGNORE INTO _indexes (coll, name, spec) VALUES (?, ?, ?)', this.#name, name, JSON.stringify(spec)).changes) > 0;
    // A new index over documents written before it: an array among them makes its field multikey.
    if (added) this.#arraysBefore(spec);
  }

  #arraysBefore(spec: IndexSpec): void {
    const pending = new Set(spec.fields.map(([f]) => f).filter((f) => f !== '_id' && !this.#multikey.has(f)));
    const withArrays: Doc[] = [];
    for (const row of this.#rows({}, undefined, this.#store.writer)) {
      if (pending.size === 0) break;
      const doc = JSON.parse(row.doc) as Doc;
      for (const field of pending) if (Array.isArray(getPath(doc, field)) && pending.delete(field)) withArrays.push(doc);
    }
    // After the scan: turning a field multikey reads the table again with the same statement.
    for (const doc of withArrays) this.#noteArrays(doc);
  }

  #createIndex(name: string, spec: IndexSpec): void {
    const columns = spec.fields.map(([f, d]) => `${fieldExpr(f)}${d === -1 ? ' DESC' : ''}`).join(', ');
    this.#store.writer.exec(`CREATE ${spec.unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ${quoteName(`rm:${this.#name}:${name}`)} ON ${this.#table} (${columns})`);
    for (const [field] of spec.fields) if (field !== '_id') this.#indexed.add(field);
  }

  /**
   * Applies the writes in order. Writes by `_id` (how projections write) meet in memory first, so a
   * document a page changes five times is read and written once; a unique-index clash then rolls the
   * page back and replays it one write at a time, to stop exactly at the clashing write as Mongo does.
   */
  async bulkWrite(ops: BulkOp[]): Promise<void> {
    if (ops.length === 0) return;
    await this.#store.idle();
    const db = this.#store.writer;
    db.exec('SAVEPOINT bulk');
    try {
      this.#coalesced(ops);
    } catch (error) {
      db.exec('ROLLBACK TO bulk');
      if (!(error instanceof DuplicateKeyError)) {
        db.exec('RELEASE bulk');
        throw error;
      }
      try {
        for (const op of ops) this.#apply(op);
      } finally {
        db.exec('RELEASE bulk');
      }
      return;
    }
    db.exec('RELEASE bulk');
  }

  #apply(op: BulkOp): void {
    if ('updateOne' in op) this.#update(op.updateOne.filter, op.updateOne.update, op.updateOne.upsert ?? false);
    else if ('insertOne' in op) this.#insert(op.insertOne.document);
    else this.#delete(op.deleteOne.filter);
  }

  #coalesced(ops: BulkOp[]): void {
    // _id → the document as the writes so far left it (null: absent), and whether it was stored before.
    // `own`: the document was parsed or made here, so later writes may change it in place.
    const pending = new Map<string, { doc: Doc | null; stored: boolean; dirty: boolean; own: boolean }>();
    const load = (id: string) => {
      let entry = pending.get(id);
      if (!entry) {
        const doc = this.#get(id) ?? null;
        pending.set(id, (entry = { doc, stored: doc !== null, dirty: false, own: true }));
      }
      return entry;
    };
    const writeOut = () => {
      for (const [id, e] of pending) {
        if (!e.dirty) continue;
        if (e.doc) this.#put(e.doc, e.stored);
        else if (e.stored) this.#remove(id);
      }
      pending.clear();
    };
    for (const op of ops) {
      const filter = 'insertOne' in op ? undefined : 'updateOne' in op ? op.updateOne.filter : op.deleteOne.filter;
      const id = filter ? filter._id : (op as { insertOne: { document: Doc } }).insertOne.document._id;
      if (typeof id !== 'string') {
        writeOut();
        this.#apply(op);
        continue;
      }
      const entry = load(id);
      if ('insertOne' in op) {
        if (entry.doc) throw new DuplicateKeyError(`Duplicate _id ${id}`);
        Object.assign(entry, { doc: op.insertOne.document, dirty: true, own: false });
      } else if ('deleteOne' in op) {
        if (entry.doc && matches(entry.doc, filter!)) Object.assign(entry, { doc: null, dirty: true });
      } else if (entry.doc && matches(entry.doc, filter!)) {
        // A throw below leaves an owned document half changed; the whole bulk write is then undone.
        const next = updated(entry.doc, op.updateOne.update, entry.own);
        if (next) Object.assign(entry, { doc: next, dirty: true });
      } else if (op.updateOne.upsert) {
        if (entry.doc) throw new DuplicateKeyError(`Duplicate _id ${id}`);
        Object.assign(entry, { doc: inserted(filter!, op.updateOne.update), dirty: true, own: true });
      }
    }
    writeOut();
  }

  /** Several writes that must land together: one savepoint, inside a transaction or not. */
  #atomically<T>(fn: () => T): T {
    const db = this.#store.writer;
    db.exec('SAVEPOINT many');
    try {
      const result = fn();
      db.exec('RELEASE many');
      return result;
    } catch (error) {
      db.exec('ROLLBACK TO many; RELEASE many');
      throw error;
    }
  }
}
