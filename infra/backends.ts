import { join } from 'node:path';
import type { Config } from './config.ts';
import type { EventStore } from './eventstore/port.ts';
import type { ReadStore } from './readstore/port.ts';
import { SqliteEventStore } from './eventstore/sqlite.ts';
import { EsdbEventStore } from './eventstore/esdb.ts';
import { SqliteReadStore } from './readstore/sqlite.ts';
import { MongoReadStore } from './readstore/mongo.ts';

/** Real servers when their URLs are set, embedded stores in DATA_DIR otherwise (both SQLite files). */
export function createBackends(config: Pick<Config, 'EVENTSTORE_URL' | 'MONGODB_URL' | 'DATA_DIR'>): {
  events: EventStore;
  readStore: ReadStore;
} {
  const events = config.EVENTSTORE_URL
    ? new EsdbEventStore(config.EVENTSTORE_URL)
    : new SqliteEventStore(join(config.DATA_DIR, 'events.db'));
  const readStore = config.MONGODB_URL ? new MongoReadStore(config.MONGODB_URL) : new SqliteReadStore(join(config.DATA_DIR, 'readmodels.db'));
  return { events, readStore };
}
