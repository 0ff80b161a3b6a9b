import { describe, it, expect } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { SqliteEventStore } from '../../infra/eventstore/sqlite.ts';
import { positionFromString } from '../../infra/eventstore/port.ts';
import { SqliteReadStore } from '../../infra/readstore/sqlite.ts';
import { CheckpointStore } from '../../infra/readstore/checkpoints.ts';
import { writeSyntheticUsers } from '../bench/synthetic.ts';
import { eventually } from '../support/eventually.ts';

const EVENTS = 40_000;
const KILLS = 4;

/**
 * The users projection's checkpoint and a digest of the users read model, as committed in the file,
 * read in one read transaction as another process would: the number of users and the sum of their
 * revisions.
 */
function committedState(file: string): { commit: bigint; users: number; revs: number } | undefined {
  let db: DatabaseSync | undefined;
  try {
    db = new DatabaseSync(file, { readOnly: true });
    db.exec('BEGIN');
    const row = db.prepare(`SELECT doc FROM "rm:checkpoints" WHERE _id = 'users'`).get() as { doc: string } | undefined;
    const position = row ? (JSON.parse(row.doc) as { position: string | null }).position : null;
    const digest = db.prepare(`SELECT count(*) AS users, coalesce(sum(json_extract(doc, '$._rev')), 0) AS revs FROM "rm:users"`).get() as { users: number; revs: number };
    db.exec('COMMIT');
    return { commit: position ? positionFromString(position).commit : 0n, users: Number(digest.users), revs: Number(digest.revs) };
  } catch {
    return undefined;
  } finally {
    db?.close();
  }
}

/** What the users read model holds after exactly the events up to `commit`: each user's last revision. */
async function expectedUsers(events: SqliteEventStore, commit: bigint): Promise<Map<string, number>> {
  const revs = new Map<string, number>();
  let after: { commit: bigint; prepare: bigint } | undefined;
  for (;;) {
    const page = await events.readAll({ after, maxCount: 5_000 });
    for (const e of page) {
      if (e.position.commit > commit) return revs;
      revs.set((e.data as { userId: string }).userId, e.revision);
    }
    if (page.length === 0) return revs;
    after = page.at(-1)!.position;
  }
}

describe('a SIGKILL while a projection writes', () => {
  it('leaves each read model at its old checkpoint or its new one, never in between', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bawaba-kill-'));
    const file = join(dataDir, 'readmodels.db');
    const events = new SqliteEventStore(join(dataDir, 'events.db'), { durability: 'relaxed' });
    let child: ChildProcess | undefined;
    try {
      await writeSyntheticUsers(events, EVENTS, 5, 5_000);
      const head = (await events.headPosition())!.commit;
      // Digest of the read model the events up to each position make: every event raises its user's revision by one.
      const all = await events.readAll({ maxCount: EVENTS });
      const digestAt = (commit: bigint) => {
        const upTo = all.filter((e) => e.position.commit <= commit);
        const users = upTo.filter((e) => e.type === 'UserRegistered').length;
        return { users, revs: upTo.length - users };
      };
      let last = 0n;
      for (let round = 0; round < KILLS; round++) {
        child = spawn(process.execPath, ['tests/support/projectorChild.ts', dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
        const exited = new Promise((resolve) => child!.once('exit', resolve));
        // Looks at what is committed while the child writes, and kills it after a few pages, mid-write.
        const seen: { commit: bigint; users: number; revs: number; expected: { users: number; revs: number } }[] = [];
        await eventually(() => {
          const state = committedState(file);
          const prior = seen.at(-1);
          if (state && state.commit > last && (state.commit !== prior?.commit || state.users !== prior.users || state.revs !== prior.revs)) seen.push({ ...state, expected: digestAt(state.commit) });
          expect(new Set(seen.map((s) => s.commit)).size).toBeGreaterThanOrEqual(3);
        }, 30_000);
        child.kill('SIGKILL');
        await exited;
        child = undefined;
        expect(seen.filter((s) => s.users !== s.expected.users || s.revs !== s.expected.revs), `round ${round}: a read model ahead of or behind its checkpoint`).toEqual([]);

        const store = new SqliteReadStore(file);
        const checkpoint = (await new CheckpointStore(store).load('users'))?.position?.commit ?? 0n;
        const docs = await store.collection<{ _id: string; _rev: number }>('users').find({});
        await store.close();
        const expected = await expectedUsers(events, checkpoint);
        expect(checkpoint, `round ${round}`).toBeGreaterThan(last);
        expect(checkpoint).toBeLessThan(head);
        expect(new Map(docs.map((d) => [d._id, d._rev])), `round ${round}: the read model is not the one of its checkpoint ${checkpoint}`).toEqual(expected);
        last = checkpoint;
      }
    } finally {
      child?.kill('SIGKILL');
      await events.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
