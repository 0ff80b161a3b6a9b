import { describe, it, beforeAll, afterAll } from 'vitest';
import { MongoDBContainer, type StartedMongoDBContainer } from '@testcontainers/mongodb';
import { EmbeddedReadStore } from '../../infra/readstore/embedded.ts';
import { MongoReadStore } from '../../infra/readstore/mongo.ts';
import { readStoreContract } from './readStore.contract.ts';
import { NO_RUNTIME_REASON, containerRuntime } from '../support/containers.ts';

readStoreContract('embedded (mingo)', async () => new EmbeddedReadStore());

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
