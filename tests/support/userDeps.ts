import { randomBytes } from 'node:crypto';
import { systemContext } from '../../commands/context.ts';
import type { UserDeps } from '../../commands/users/run.ts';
import { EmbeddedReadStore } from '../../infra/readstore/embedded.ts';
import type { ReadStore } from '../../infra/readstore/port.ts';

/** What user commands need in a test: a key store (by default an in-memory one) and a clock. */
export function userDeps(keys: ReadStore = new EmbeddedReadStore(), now: () => Date = () => new Date()): UserDeps {
  return { vault: { keys, emailIndexKey: randomBytes(32) }, now, context: { ...systemContext('test'), ip: '203.0.113.7', userAgent: 'vitest' } };
}
