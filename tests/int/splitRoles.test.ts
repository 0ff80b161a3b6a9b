import { describe, it, expect, afterEach } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '../../infra/eventstore/sqlite.ts';
import { EmbeddedReadStore } from '../../infra/readstore/embedded.ts';
import { ProjectionRunner } from '../../projections/runner.ts';
import { RemoteProgress } from '../../projections/remoteProgress.ts';
import { projections } from '../../projections/registry.ts';
import { createLogger } from '../../infra/logger.ts';
import { registerUser } from '../../commands/users/register.ts';
import { userDeps } from '../support/userDeps.ts';

/**
 * ROLE=api learns the projector's progress only from the checkpoints it writes. Here both share
 * one read store in one process, which is what MongoDB gives two processes.
 */
describe('an API process without its own projector', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('waits for the remote projector before answering, and times out cleanly when it is stopped', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bawaba-split-'));
    dirs.push(dir);
    const events = new SqliteEventStore(join(dir, 'events.db'));
    const store = new EmbeddedReadStore();
    const projector = new ProjectionRunner(events, store, projections, createLogger('silent'));
    await projector.start();
    const api = new RemoteProgress(store, projections.map((p) => p.name));

    const deps = { ...userDeps(store), hashPassword: async () => 'hash' };
    const { user, position } = await registerUser(events, { email: 'split@example.com', password: 'x'.repeat(12), firstName: 'S', lastName: 'R' }, deps);
    expect(await api.waitFor(position, 2_000)).toBe(true);
    expect(await store.collection('users').findOne({ _id: user.id })).toMatchObject({ email: 'split@example.com' });

    await projector.stop();
    const second = await registerUser(events, { email: 'late@example.com', password: 'x'.repeat(12), firstName: 'L', lastName: 'T' }, deps);
    expect(await api.waitFor(second.position, 200)).toBe(false);
    api.stop();
    await events.close();
  });
});
