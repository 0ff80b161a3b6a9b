import { describe, it, expect } from 'vitest';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../support/server.ts';
import { call, newUser, type Json } from '../support/api.ts';
import { eventually } from '../support/eventually.ts';
import { SqliteEventStore } from '../../infra/eventstore/sqlite.ts';
import { EmbeddedReadStore } from '../../infra/readstore/embedded.ts';
import { restoreSnapshot } from '../../infra/readstore/snapshot.ts';
import { ProjectionRunner } from '../../projections/runner.ts';
import { projections } from '../../projections/registry.ts';
import { createLogger } from '../../infra/logger.ts';
import { withPersonKeyStore } from '../../infra/security/personKeyStore.ts';
import { resolveJwtSecret } from '../../infra/security/jwtSecret.ts';
import { deriveKey } from '../../infra/security/secrets.ts';

const log = createLogger('silent');

/** Projects the whole log into a fresh store, optionally starting from the server's snapshot. */
async function readModels(dataDir: string, fromSnapshot: boolean) {
  const events = new SqliteEventStore(join(dataDir, 'events.db'));
  const store = new EmbeddedReadStore();
  if (fromSnapshot) await restoreSnapshot(store, join(dataDir, 'readmodels.snapshot'));
  // The server's person keys (its own file in DATA_DIR), which the users projection opens names with.
  const kek = deriveKey(resolveJwtSecret(undefined, dataDir), 'person-keys-v1');
  const keyed = withPersonKeyStore(store, { kek, file: join(dataDir, 'person-keys.db') });
  const runner = new ProjectionRunner(events, keyed, projections, log);
  await runner.start();
  const head = await events.headPosition();
  if (head) expect(await runner.waitFor(head, 30_000)).toBe(true);
  await runner.stop();
  await Promise.all([events.close(), keyed.close()]);
  const { checkpoints: _ignored, ...state } = store.exportState();
  for (const c of Object.values(state)) c.docs.sort((a, b) => a._id.localeCompare(b._id));
  // A collection only read (the downgrade scheduler asks one that no event filled yet) is the same as none.
  return Object.fromEntries(Object.entries(state).filter(([, c]) => c.docs.length > 0 || c.indexes.length > 0));
}

describe('a SIGKILL in the middle of a signup storm', () => {
  it('loses no acknowledged signup, and the restarted read models equal a rebuild from 0', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bawaba-crash-'));
    try {
      const env = { DATA_DIR: dataDir, RATE_LIMITS: 'off', SNAPSHOT_INTERVAL_S: '5' };
      const first = await startServer(env);
      const acknowledged: { email: string; token: string; id: string }[] = [];
      let stop = false;
      const worker = async () => {
        while (!stop) {
          const user = newUser();
          const r = await call(first.url, 'POST', '/api/auth/register', { body: user }).catch(() => undefined);
          if (r?.status === 201) acknowledged.push({ email: user.email, token: r.body.tokens.accessToken, id: r.body.user.id });
        }
      };
      const workers = Array.from({ length: 8 }, worker);
      // Kill once a snapshot exists and more signups were acknowledged after it, so the restart
      // has to combine the snapshot with catching up on the log.
      const snapshot = join(dataDir, 'readmodels.snapshot');
      await eventually(() => expect(existsSync(snapshot)).toBe(true), 30_000);
      const atSnapshot = acknowledged.length;
      await eventually(() => expect(acknowledged.length).toBeGreaterThanOrEqual(atSnapshot + 10), 30_000);
      await first.kill();
      stop = true;
      await Promise.all(workers);
      expect(acknowledged.length).toBeGreaterThanOrEqual(atSnapshot + 10);

      const second = await startServer(env);
      for (const user of acknowledged) {
        const me = await call(second.url, 'GET', '/api/users/me', { token: user.token });
        expect(me.body.user as Json).toMatchObject({ id: user.id, email: user.email });
      }
      await second.stop({ keepData: true });

      const restarted = await readModels(dataDir, true);
      const rebuilt = await readModels(dataDir, false);
      expect(restarted).toEqual(rebuilt);
      expect(rebuilt.users?.docs.length).toBeGreaterThanOrEqual(acknowledged.length);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
