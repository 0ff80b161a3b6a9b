import { describe, it, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GenericContainer, Wait, type StartedTestContainer } from 'testcontainers';
import { SqliteEventStore } from '../../infra/eventstore/sqlite.ts';
import { EsdbEventStore } from '../../infra/eventstore/esdb.ts';
import { eventStoreContract } from './eventStore.contract.ts';
import { NO_RUNTIME_REASON, containerRuntime } from '../support/containers.ts';

const dir = mkdtempSync(join(tmpdir(), 'bawaba-es-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// One file for the whole suite, as in production: every test gets a fresh stream name.
eventStoreContract('embedded SQLite', async () => new SqliteEventStore(join(dir, 'events.db')));
// In memory the log is written on the calling thread (no other thread can open it): the same contract.
eventStoreContract('embedded SQLite in memory', async () => new SqliteEventStore(':memory:'));

describe.skipIf(!containerRuntime)('EventStoreDB via testcontainers', () => {
  let container: StartedTestContainer;
  beforeAll(async () => {
    container = await new GenericContainer('eventstore/eventstore:24.10')
      .withEnvironment({ EVENTSTORE_INSECURE: 'true', EVENTSTORE_RUN_PROJECTIONS: 'None', EVENTSTORE_MEM_DB: 'true' })
      .withExposedPorts(2113)
      .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204))
      .start();
  });
  afterAll(async () => {
    await container?.stop();
  });
  eventStoreContract('EventStoreDB', async () =>
    new EsdbEventStore(`esdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`),
  );
});

describe.runIf(!containerRuntime)('EventStoreDB via testcontainers', () => {
  it.skip(`skipped: ${NO_RUNTIME_REASON}`, () => {});
});
