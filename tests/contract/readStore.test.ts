import { describe, it, beforeAll, afterAll } from 'vitest';
import { MongoDBContainer, type StartedMongoDBContainer } from '@testcontainers/mongodb';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedReadStore } from '../../infra/readstore/embedded.ts';
import { SqliteReadStore } from '../../infra/readstore/sqlite.ts';
import { MongoReadStore } from '../../infra/readstore/mongo.ts';
import { readStoreContract } from './readStore.contract.ts';
import { NO_RUNTIME_REASON, containerRuntime } from '../support/containers.ts';

readStoreContract('in memory (mingo)', async () => new EmbeddedReadStore());
// A file, not :memory:, so reads take the reader connection as they do in the server.
const sqliteDirs: string[] = [];
afterAll(() => sqliteDirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
readStoreContract('embedded (SQLite)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'bawaba-rs-'));
  sqliteDirs.push(dir);
  return new SqliteReadStore(join(dir, 'readmodels.db'));
});

describe.skipIf(!containerRuntime)('MongoDB via testcontainers', () => {
  let container: StartedMongoDBContainer;
  beforeAll(async () => {
    container = await new MongoDBContainer('mongo:8').start();
  });
  afterAll(async () => {
    await container?.stop();
  });
  readStoreContract('MongoDB', async () => new MongoReadStore(`${container.getConnectionString()}/bawaba?directConnection=true`));
});

describe.runIf(!containerRuntime)('MongoDB via testcontainers', () => {
  it.skip(`skipped: ${NO_RUNTIME_REASON}`, () => {});
});
