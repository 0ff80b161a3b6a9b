import {
  bulkWrite,
  type BulkOp,
  type Doc,
  type Filter,
  type FindOptions,
  type ReadCollection,
  type ReadStore,
  type Update,
  type UpdateResult,
} from '../../infra/readstore/port.ts';

/**
 * The store a projection writes to: its own collections under the physical names it is building
 * (the live ones, or a rebuild's new ones); any other collection as readers see it.
 */
export function targetStore(readers: ReadStore, raw: ReadStore, physical: ReadonlyMap<string, string>): ReadStore {
  return {
    kind: readers.kind,
    collection: <T extends Doc>(name: string) => {
      const target = physical.get(name);
      return target === undefined ? readers.collection<T>(name) : raw.collection<T>(target);
    },
    dropCollection: (name) => {
      const target = physical.get(name);
      return target === undefined ? readers.dropCollection(name) : raw.dropCollection(target);
    },
    ping: () => readers.ping(),
    close: async () => {},
  };
}

const QUEUED: Promise<UpdateResult> = Promise.resolve({ matchedCount: 0, modifiedCount: 0, upsertedId: null });
const DONE: Promise<void> = Promise.resolve();
const NONE_DELETED: Promise<{ deletedCount: number }> = Promise.resolve({ deletedCount: 0 });

/**
 * Queues single-document writes of a page of events, then writes each collection's queue with one
 * ordered bulkWrite. Collections do not depend on each other's writes, so only the order inside
 * one collection is kept, and a read or multi-document write of a collection first writes that
 * collection's queue: a projection that reads what it wrote still sees it, and a lookup in
 * another collection (a person's key) does not break the batch.
 */
export class BatchStore implements ReadStore {
  readonly kind: ReadStore['kind'];
  readonly #target: ReadStore;
  readonly #queues = new Map<string, { collection: ReadCollection; ops: BulkOp[] }>();
  readonly #views = new Map<string, BatchCollection>();

  constructor(target: ReadStore) {
    this.#target = target;
    this.kind = target.kind;
  }

  collection<T extends Doc = Doc>(name: string): ReadCollection<T> {
    let view = this.#views.get(name);
    if (!view) this.#views.set(name, (view = new BatchCollection(this, name)));
    return view as unknown as ReadCollection<T>;
  }

  queue(name: string, op: BulkOp): void {
    let q = this.#queues.get(name);
    if (!q) this.#queues.set(name, (q = { collection: this.#target.collection(name), ops: [] }));
    q.ops.push(op);
  }

  direct(name: string): ReadCollection {
    return this.#target.collection(name);
  }

  /** Writes the queue of one collection (a read of it must see its own writes), or of all. */
  async flush(name?: string): Promise<void> {
    const queues = name === undefined ? this.#queues.values() : [this.#queues.get(name)];
    for (const q of queues) {
      if (!q || q.ops.length === 0) continue;
      const ops = q.ops;
      q.ops = [];
      await bulkWrite(q.collection, ops);
    }
  }

  async dropCollection(name: string): Promise<void> {
    await this.flush();
    await this.#target.dropCollection(name);
  }

  ping(): Promise<void> {
    return this.#target.ping();
  }

  async close(): Promise<void> {}
}

class BatchCollection implements ReadCollection<Doc> {
  readonly #batch: BatchStore;
  readonly #name: string;
  constructor(batch: BatchStore, name: string) {
    this.#batch = batch;
    this.#name = name;
  }
  #flushed = async () => {
    await this.#batch.flush(this.#name);
    return this.#batch.direct(this.#name);
  };
  updateOne(filter: Filter, update: Update, options?: { upsert?: boolean }): Promise<UpdateResult> {
    this.#batch.queue(this.#name, { updateOne: { filter, update, upsert: options?.upsert ?? false } });
    return QUEUED;
  }
  insertOne(document: Doc): Promise<void> {
    this.#batch.queue(this.#name, { insertOne: { document } });
    return DONE;
  }
  deleteOne(filter: Filter): Promise<{ deletedCount: number }> {
    this.#batch.queue(this.#name, { deleteOne: { filter } });
    return NONE_DELETED;
  }
  bulkWrite(ops: BulkOp[]): Promise<void> {
    for (const op of ops) this.#batch.queue(this.#name, op);
    return DONE;
  }
  findOne = async (filter: Filter) => (await this.#flushed()).findOne(filter);
  find = async (filter: Filter, options?: FindOptions) => (await this.#flushed()).find(filter, options);
  countDocuments = async (filter: Filter) => (await this.#flushed()).countDocuments(filter);
  updateMany = async (filter: Filter, update: Update) => (await this.#flushed()).updateMany(filter, update);
  deleteMany = async (filter: Filter) => (await this.#flushed()).deleteMany(filter);
  createIndex = async (keys: Record<string, 1 | -1>, options?: { unique?: boolean }) => (await this.#flushed()).createIndex(keys, options);
}
