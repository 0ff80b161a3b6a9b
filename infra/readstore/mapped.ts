import type { BulkOp, Doc, Filter, FindOptions, ReadCollection, ReadStore, Update } from './port.ts';
import { bulkWrite } from './port.ts';

/** Where the logical → physical names live, so every process sharing the store follows a swap. */
export const COLLECTION_MAP = 'collectionMap';

type MapDoc = Doc & { physical: string; swappedAt: string };

/**
 * Read models are reached by logical name (`users`); each logical name points at one physical
 * collection (`users`, later `users@v4-…`). A rebuild fills a new physical collection while readers
 * keep the old one, then `swap` points the name at it in one document write. Unmapped names are
 * their own physical collection, so a store from before this existed reads as it did.
 */
export class MappedReadStore implements ReadStore {
  readonly kind: ReadStore['kind'];
  readonly inner: ReadStore;
  readonly #map = new Map<string, string>();
  readonly #views = new Map<string, MappedCollection>();
  #timer: NodeJS.Timeout | undefined;

  readonly transaction?: <T>(fn: () => Promise<T>) => Promise<T>;

  constructor(inner: ReadStore) {
    this.inner = inner;
    this.kind = inner.kind;
    if (inner.transaction) this.transaction = (fn) => inner.transaction!(fn);
  }

  physical(logical: string): string {
    return this.#map.get(logical) ?? logical;
  }

  /** The collection as readers see it: every call resolves the name anew, so a swap takes effect at once. */
  collection<T extends Doc = Doc>(name: string): ReadCollection<T> {
    let view = this.#views.get(name);
    if (!view) this.#views.set(name, (view = new MappedCollection(this, name)));
    return view as unknown as ReadCollection<T>;
  }

  dropCollection(name: string): Promise<void> {
    return this.inner.dropCollection(this.physical(name));
  }

  /** Reloads the mapping written by whichever process swapped last. */
  async refresh(): Promise<void> {
    const docs = await this.inner.collection<MapDoc>(COLLECTION_MAP).find({});
    for (const d of docs) this.#map.set(d._id, d.physical);
  }

  /** Follows swaps made by another process (ROLE=api beside a remote projector). */
  follow(intervalMs: number, onError: (error: unknown) => void): void {
    this.#timer ??= setInterval(() => void this.refresh().catch(onError), intervalMs);
    this.#timer.unref();
  }

  /** A process that swaps itself must not reload the map concurrently, or a stale read could undo a swap. */
  unfollow(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }

  async swap(logical: string, physical: string): Promise<void> {
    await this.inner
      .collection<MapDoc>(COLLECTION_MAP)
      .updateOne({ _id: logical }, { $set: { physical, swappedAt: new Date().toISOString() } }, { upsert: true });
    this.#map.set(logical, physical);
  }

  ping(): Promise<void> {
    return this.inner.ping();
  }

  async close(): Promise<void> {
    clearInterval(this.#timer);
    await this.inner.close();
  }
}

class MappedCollection implements ReadCollection<Doc> {
  readonly #store: MappedReadStore;
  readonly #name: string;
  constructor(store: MappedReadStore, name: string) {
    this.#store = store;
    this.#name = name;
  }
  get #c(): ReadCollection<Doc> {
    return this.#store.inner.collection(this.#store.physical(this.#name));
  }
  findOne = (filter: Filter) => this.#c.findOne(filter);
  find = (filter: Filter, options?: FindOptions) => this.#c.find(filter, options);
  countDocuments = (filter: Filter) => this.#c.countDocuments(filter);
  insertOne = (doc: Doc) => this.#c.insertOne(doc);
  updateOne = (filter: Filter, update: Update, options?: { upsert?: boolean }) => this.#c.updateOne(filter, update, options);
  updateMany = (filter: Filter, update: Update) => this.#c.updateMany(filter, update);
  deleteOne = (filter: Filter) => this.#c.deleteOne(filter);
  deleteMany = (filter: Filter) => this.#c.deleteMany(filter);
  createIndex = (keys: Record<string, 1 | -1>, options?: { unique?: boolean }) => this.#c.createIndex(keys, options);
  bulkWrite = (ops: BulkOp[]) => bulkWrite(this.#c, ops);
}
