import { describe, it, expect } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../support/server.ts';
import { call, newUser, type Json } from '../support/api.ts';
import { eventually } from '../support/eventually.ts';
import { SqliteEventStore } from '../../infra/eventstore/sqlite.ts';
import { SqliteReadStore } from '../../infra/readstore/sqlite.ts';
import { ProjectionRunner } from '../../projections/runner.ts';
import { projections } from '../../projections/registry.ts';
import { createLogger } from '../../infra/logger.ts';
import { withPersonKeyStore } from '../../infra/security/personKeyStore.ts';
import { resolveJwtSecret } from '../../infra/security/jwtSecret.ts';
import { deriveKey } from '../../infra/security/secrets.ts';

const log = createLogger('silent');

/**
 * Every non-empty collection of a SQLite read store, documents sorted by _id, but the checkpoints and
 * the server's saved search index: neither is a projection's read model, and a rebuild makes neither.
 */
function dump(file: string): Record<string, unknown[]> {
  const db = new DatabaseSync(file, { readOnly: true });
  const tables = (db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'rm:%' AND name NOT LIKE '%$mk'`).all() as { name: string }[]).map((t) => t.name);
  const out: Record<string, unknown[]> = {};
  for (const table of tables) {
    if (table === 'rm:checkpoints' || table === 'rm:searchIndex') continue;
    const docs = (db.prepare(`SELECT doc FROM "${table}" ORDER BY _id`).all() as { doc: string }[]).map((r) => JSON.parse(r.doc) as unknown);
    if (docs.length > 0) out[table.slice(3)] = docs;
  }
  db.close();
  return out;
}

/** Projects the whole log of DATA_DIR into the read store in `file`, catching up from what it holds. */
async function project(dataDir: string, file: string) {
  const events = new SqliteEventStore(join(dataDir, 'events.db'));
  // The server's person keys (its own file in DATA_DIR), which the users projection opens names with.
  const kek = deriveKey(resolveJwtSecret(undefined, dataDir), 'person-keys-v1');
  const keyed = withPersonKeyStore(new SqliteReadStore(file), { kek, file: join(dataDir, 'person-keys.db') });
  const runner = new ProjectionRunner(events, keyed, projections, log);
  await runner.start();
  const head = await events.headPosition();
  if (head) expect(await runner.waitFor(head, 30_000)).toBe(true);
  await runner.stop();
  await Promise.all([events.close(), keyed.close()]);
  return dump(file);
}

describe('a SIGKILL in the middle of a signup storm', () => {
  it('loses no acknowledged signup, and the restarted read models equal a rebuild from 0', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bawaba-crash-'));
    try {
      const env = { DATA_DIR: dataDir, RATE_LIMITS: 'off' };
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
      // Kill once the read models on disk hold some signups and more are arriving, so the restart
      // has to combine what is on disk with catching up on the log.
      await eventually(() => expect(acknowledged.length).toBeGreaterThanOrEqual(20), 30_000);
      const atKill = acknowledged.length;
      await first.kill();
      stop = true;
      await Promise.all(workers);
      expect(acknowledged.length).toBeGreaterThanOrEqual(atKill);

      const second = await startServer(env);
      for (const user of acknowledged) {
        const me = await call(second.url, 'GET', '/api/users/me', { token: user.token });
        expect(me.body.user as Json).toMatchObject({ id: user.id, email: user.email });
      }
      await second.stop({ keepData: true });

      const restarted = await project(dataDir, join(dataDir, 'readmodels.db'));
      const rebuilt = await project(dataDir, join(dataDir, 'rebuilt', 'readmodels.db'));
      expect(restarted).toEqual(rebuilt);
      expect(rebuilt.users?.length).toBeGreaterThanOrEqual(acknowledged.length);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
