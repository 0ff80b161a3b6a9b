/**
 * npm run projections:rebuild [name]
 * Rebuilds one read model (or all) from position 0 into new collections beside the live ones and
 * swaps them in once caught up, as POST /api/admin/projections/{name}/rebuild does in a running
 * server. It takes the projector lease first, so while a server projects, use the admin endpoint.
 */
import { join } from 'node:path';
import { loadConfig } from '../infra/config.ts';
import { createLogger } from '../infra/logger.ts';
import { createBackends } from '../infra/backends.ts';
import { SqliteReadStore } from '../infra/readstore/sqlite.ts';
import { MappedReadStore } from '../infra/readstore/mapped.ts';
import { FileLease, ReadStoreLease, leaseOwner } from '../infra/readstore/lease.ts';
import { withPersonKeyStore } from '../infra/security/personKeyStore.ts';
import { resolveJwtSecret } from '../infra/security/jwtSecret.ts';
import { deriveKey } from '../infra/security/secrets.ts';
import { ProjectionRunner } from './runner.ts';
import { PROJECTOR_LEASE } from './runtime/host.ts';
import { projections } from './registry.ts';
import { keepDataDirPrivate } from '../infra/security/privateDataDir.ts';

const name = process.argv[2];
if (name && !projections.some((p) => p.name === name)) {
  console.error(`Unknown projection "${name}". Known: ${projections.map((p) => p.name).join(', ')}`);
  process.exit(2);
}

const config = loadConfig();
const log = createLogger(config.LOG_LEVEL);
keepDataDirPrivate(config.DATA_DIR);
const { events, readStore: backend } = await createBackends(config);
const embedded = backend instanceof SqliteReadStore;
const lease = embedded ? new FileLease(join(config.DATA_DIR, 'leases.db')) : new ReadStoreLease(backend);
const owner = leaseOwner();
const LEASE_MS = 24 * 60 * 60_000;
if (!(await lease.acquire(PROJECTOR_LEASE, owner, LEASE_MS))) {
  console.error('A running projector holds the projector lease. Use POST /api/admin/projections/{name}/rebuild on it, or stop it first.');
  process.exit(3);
}
const kek = deriveKey(resolveJwtSecret(config.JWT_SECRET, config.DATA_DIR), 'person-keys-v1');
const readStore = new MappedReadStore(withPersonKeyStore(backend, { kek, file: embedded ? join(config.DATA_DIR, 'person-keys.db') : undefined }));

const runner = new ProjectionRunner(events, readStore, projections, log, { dropOldAfterMs: 0 });
const started = Date.now();
await runner.start();
for (const p of projections) {
  if (name && p.name !== name) continue;
  const { done } = await runner.rebuild(p.name);
  await done;
}
await runner.stop();
await lease.release(PROJECTOR_LEASE, owner);
lease.close();
await Promise.all([events.close(), readStore.close()]);
console.log(`Rebuilt ${name ?? 'all projections'} from position 0 in ${((Date.now() - started) / 1000).toFixed(1)} s`);
