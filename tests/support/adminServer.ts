import { afterAll, beforeAll } from 'vitest';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { startServer, type TestServer } from './server.ts';
import { adminLogin, type Credentials } from './admin.ts';
import type { Json } from './api.ts';

/**
 * A server for one test file, seeded with `credentials` as its admin (ADMIN_EMAIL) and that admin
 * signed in with the second factor. Read `server` and `admin` inside tests: they are set in beforeAll.
 */
export function useAdminServer(credentials: Credentials, env: Record<string, string> = {}) {
  const state = {} as { server: TestServer; admin: { id: string; token: string } };
  beforeAll(async () => {
    state.server = await startServer({ RATE_LIMITS: 'off', ADMIN_EMAIL: credentials.email, ADMIN_PASSWORD: credentials.password, ...env });
    const body = await adminLogin(state.server.url, credentials);
    state.admin = { id: body.user.id, token: body.tokens.accessToken };
  });
  afterAll(async () => {
    await state.server?.stop();
  });
  return state;
}

/** A stream's events as the embedded log stores them (sealed fields and metadata as written). */
export function storedEvents(dataDir: string, stream: string): { type: string; data: Json; metadata: Json }[] {
  const db = new DatabaseSync(join(dataDir, 'events.db'), { readOnly: true });
  try {
    const rows = db.prepare('SELECT type, data, metadata FROM events WHERE stream = ? ORDER BY revision').all(stream) as Record<string, string>[];
    return rows.map((r) => ({ type: r.type!, data: JSON.parse(r.data!), metadata: JSON.parse(r.metadata!) }));
  } finally {
    db.close();
  }
}
