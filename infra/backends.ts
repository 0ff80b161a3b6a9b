import { join } from 'node:path';
import type { Config } from './config.ts';
import type { EventStore } from './eventstore/port.ts';
import type { ReadStore } from './readstore/port.ts';
import { SqliteEventStore } from './eventstore/sqlite.ts';
import { SqliteReadStore } from './readstore/sqlite.ts';

/**
 * Real servers when their URLs are set, embedded stores in DATA_DIR otherwise (both SQLite files).
 * The real adapters are imported only when used: the MongoDB driver and the EventStoreDB client with
 * gRPC were about a tenth of the server's import time on every embedded start (docs/BENCHMARKS.md).
 */
export async function createBackends(config: Pick<Config, 'EVENTSTORE_URL' | 'MONGODB_URL' | 'DATA_DIR'>): Promise<{
  events: EventStore;
  readStore: ReadStore;
}> {
  const events = config.EVENTSTORE_URL
    ? new (await import('./eventstore/esdb.ts')).EsdbEventStore(config.EVENTSTORE_URL)
    : new SqliteEventStore(join(config.DATA_DIR, 'events.db'));
  const readStore = config.MONGODB_URL
    ? new (await import('./readstore/mongo.ts')).MongoReadStore(config.MONGODB_URL)
    : new SqliteReadStore(join(config.DATA_DIR, 'readmodels.db'));
  return { events, readStore };
}
