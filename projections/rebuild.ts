/**
 * npm run projections:rebuild [name]
 * Empties one read model (or all) and replays it from position 0. With the embedded read store
 * the result is written to the snapshot, so stop the server first; the next start uses it.
 */
import { join } from 'node:path';
import { loadConfig } from '../infra/config.ts';
import { createLogger } from '../infra/logger.ts';
import { createBackends } from '../infra/backends.ts';
import { EmbeddedReadStore } from '../infra/readstore/embedded.ts';
import { restoreSnapshot, saveSnapshot } from '../infra/readstore/snapshot.ts';
import { ProjectionRunner } from './runner.ts';
import { projections } from './registry.ts';

const name = process.argv[2];
if (name && !projections.some((p) => p.name === name)) {
  console.error(`Unknown projection "${name}". Known: ${projections.map((p) => p.name).join(', ')}`);
  process.exit(2);
}

const config = loadConfig();
const log = createLogger(config.LOG_LEVEL);
const { events, readStore } = createBackends(config);
const snapshotFile = join(config.DATA_DIR, 'readmodels.snapshot');
if (readStore instanceof EmbeddedReadStore) await restoreSnapshot(readStore, snapshotFile);

const runner = new ProjectionRunner(events, readStore, projections, log);
const started = Date.now();
for (const p of projections) if (!name || p.name === name) await runner.reset(p.name);
await runner.start();
const head = await events.headPosition();
if (head) await runner.waitFor(head, 24 * 60 * 60_000);
await runner.stop();
if (readStore instanceof EmbeddedReadStore) await saveSnapshot(readStore, snapshotFile);
await Promise.all([events.close(), readStore.close()]);
console.log(`Rebuilt ${name ?? 'all projections'} from position 0 in ${((Date.now() - started) / 1000).toFixed(1)} s`);
