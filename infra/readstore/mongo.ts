import { MongoBulkWriteError, MongoClient, MongoServerError, type Db } from 'mongodb';
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

const DUPLICATE_KEY = 11000;

export class MongoReadStore implements ReadStore {
  readonly kind = 'mongodb' as const;
  readonly #client: MongoClient;
  readonly #db: Db;

  constructor(url: string) {
    // The driver waits 30 s by default before giving up on a server; readiness must answer sooner.
    this.#client = new MongoClient(url, { serverSelectionTimeoutMS: 5_000, ignoreUndefined: true });
    this.#db = this.#client.db();
  }

  collection<T extends Doc = Doc>(name: string): ReadCollection<T> {
    return new MongoCollection(this.#db, name) as unknown as ReadCollection<T>;
  }

  async dropCollection(name: string): Promise<void> {
    await this.#db.collection(name).deleteMany({});
  }

  async ping(): Promise<void> {
    await this.#db.command({ ping: 1 });
  }

  async close(): Promise<void> {
    await this.#client.close();
  }
}

class MongoCollection implements ReadCollection<Doc> {
  readonly #name: string;
  readonly #db: Db;

  constructor(db: Db, name: string) {
    this.#db = db;
    this.#name = name;
  }

  get #c() {
    return this.#db.collection<Doc>(this.#name);
  }

  async findOne(filter: Filter): Promise<Doc | null> {
    return (await this.#c.findOne(filter)) as Doc | null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<Doc[]> {
    let cursor = this.#c.find(filter);
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    return (await cursor.toArray()) as Doc[];
  }

  countDocuments(filter: Filter): Promise<number> {
    return this.#c.countDocuments(filter);
  }

  async insertOne(doc: Doc): Promise<void> {
    await translate(() => this.#c.insertOne(doc));
  }

  async updateOne(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    const r = await translate(() => this.#c.updateOne(filter, update, { upsert: options.upsert ?? false }));
    return { matchedCount: r.matchedCount, modifiedCount: r.modifiedCount, upsertedId: (r.upsertedId as string | null) ?? null };
  }

  async updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    const r = await translate(() => this.#c.updateMany(filter, update));
    return { matchedCount: r.matchedCount, modifiedCount: r.modifiedCount, upsertedId: null };
  }

  deleteOne(filter: Filter): Promise<{ deletedCount: number }> {
    return this.#c.deleteOne(filter);
  }

  deleteMany(filter: Filter): Promise<{ deletedCount: number }> {
    return this.#c.deleteMany(filter);
  }

  async bulkWrite(ops: BulkOp[]): Promise<void> {
    if (ops.length === 0) return;
    await translate(() => this.#c.bulkWrite(ops, { ordered: true }));
  }

  async createIndex(keys: Record<string, 1 | -1>, options: { unique?: boolean } = {}): Promise<void> {
    // sparse matches the embedded store: documents without the fields are not indexed.
    await this.#c.createIndex(keys, { unique: options.unique ?? false, sparse: true });
  }
}

async function translate<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (error instanceof MongoServerError && error.code === DUPLICATE_KEY) throw new DuplicateKeyError(error.message);
    // An ordered bulkWrite reports a clash inside its write errors rather than as its own code.
    if (error instanceof MongoBulkWriteError && error.writeErrors) {
      const first = Array.isArray(error.writeErrors) ? error.writeErrors[0] : error.writeErrors;
      if (first?.code === DUPLICATE_KEY) throw new DuplicateKeyError(error.message);
    }
    throw error;
  }
}
