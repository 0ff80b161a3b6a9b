/**
 * The read store port: a small subset of the MongoDB collection API, answered either by MongoDB
 * (mongo.ts) or by in-process collections that speak the same filter/update/sort language
 * (embedded.ts). Both pass tests/contract/readStore.contract.ts.
 */

export type Doc = { _id: string } & Record<string, unknown>;
export type Filter = Record<string, unknown>;
export type Update = Record<string, Record<string, unknown>>;
export type Sort = Record<string, 1 | -1>;

export interface FindOptions {
  sort?: Sort;
  skip?: number;
  limit?: number;
}

export interface UpdateResult {
  matchedCount: number;
  modifiedCount: number;
  upsertedId: string | null;
}

/** One write of a bulkWrite, in MongoDB's own shape so the Mongo adapter passes it straight through. */
export type BulkOp =
  | { updateOne: { filter: Filter; update: Update; upsert?: boolean } }
  | { insertOne: { document: Doc } }
  | { deleteOne: { filter: Filter } };

export interface ReadCollection<T extends Doc = Doc> {
  findOne(filter: Filter): Promise<T | null>;
  find(filter: Filter, options?: FindOptions): Promise<T[]>;
  countDocuments(filter: Filter): Promise<number>;
  /** Throws DuplicateKeyError when _id or a unique index clashes. */
  insertOne(doc: T): Promise<void>;
  updateOne(filter: Filter, update: Update, options?: { upsert?: boolean }): Promise<UpdateResult>;
  updateMany(filter: Filter, update: Update): Promise<UpdateResult>;
  deleteOne(filter: Filter): Promise<{ deletedCount: number }>;
  deleteMany(filter: Filter): Promise<{ deletedCount: number }>;
  createIndex(keys: Record<string, 1 | -1>, options?: { unique?: boolean }): Promise<void>;
  /**
   * Applies the writes in order, as one round trip. On an error the writes before it stay applied
   * and the rest are not attempted (MongoDB's ordered bulkWrite). Optional so that a wrapper which
   * has no use for it need not fake one: `bulkWrite()` below falls back to one write at a time.
   */
  bulkWrite?(ops: BulkOp[]): Promise<void>;
}

/** Applies `ops` with the collection's bulkWrite, or one by one where it has none. */
export async function bulkWrite(collection: ReadCollection, ops: BulkOp[]): Promise<void> {
  if (ops.length === 0) return;
  if (collection.bulkWrite) return collection.bulkWrite(ops);
  for (const op of ops) {
    if ('updateOne' in op) await collection.updateOne(op.updateOne.filter, op.updateOne.update, { upsert: op.updateOne.upsert ?? false });
    else if ('insertOne' in op) await collection.insertOne(op.insertOne.document);
    else await collection.deleteOne(op.deleteOne.filter);
  }
}

export interface ReadStore {
  readonly kind: 'embedded' | 'mongodb';
  collection<T extends Doc = Doc>(name: string): ReadCollection<T>;
  /** Drops every document of the collection; used by projection rebuilds. */
  dropCollection(name: string): Promise<void>;
  /**
   * Runs `fn` so that every write it makes through this store lands together or not at all (a
   * projection's page of events with its checkpoint). Only stores that can offer it have it.
   */
  transaction?<T>(fn: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class DuplicateKeyError extends Error {
  override name = 'DuplicateKeyError';
}
