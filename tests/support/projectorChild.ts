/**
 * Child process of tests/int/readStoreKill.test.ts: projects DATA_DIR's log into its SQLite read
 * store with every projection, and goes on until the parent kills it mid-write.
 */
import { join } from 'node:path';
import { SqliteEventStore } from '../../infra/eventstore/sqlite.ts';
import { SqliteReadStore } from '../../infra/readstore/sqlite.ts';
import { ProjectionRunner } from '../../projections/runner.ts';
import { projections } from '../../projections/registry.ts';
import { createLogger } from '../../infra/logger.ts';

const dataDir = process.argv[2]!;
const events = new SqliteEventStore(join(dataDir, 'events.db'));
const store = new SqliteReadStore(join(dataDir, 'readmodels.db'));
// Pages of 2,000 events, not a build's larger ones, so the test's 40,000 events make many commits to kill between.
const runner = new ProjectionRunner(events, store, projections, createLogger('silent'), { catchUpPageSize: 2_000 });
await runner.start();
process.stdout.write('started\n');
