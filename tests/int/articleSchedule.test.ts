import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type TestServer } from '../support/server.ts';
import { call } from '../support/api.ts';
import { tokensByRole } from '../support/roles.ts';
import { eventually } from '../support/eventually.ts';

const ADMIN = { email: 'schedule-admin@example.com', password: 'admin password for the schedule' };
const dataDir = mkdtempSync(join(tmpdir(), 'article-schedule-'));
const env = { RATE_LIMITS: 'off', TEST_CLOCK: 'on', DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
let server: TestServer | undefined;
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const until = (check: () => Promise<boolean>) => eventually(async () => expect(await check(), 'not published in time').toBe(true), 10_000);

describe('scheduled publication', () => {
  it('survives a restart: the new process finds the schedule in the log and publishes at the time', async () => {
    server = await startServer(env);
    const { editor } = await tokensByRole(server.url, ADMIN, ['editor']);
    const content = { slug: 'after-restart', translations: { en: { title: 'After a restart', excerpt: '', body: 'Still on time.' } }, author: 'A' };
    const created = await call(server.url, 'POST', '/api/editor/articles', { token: editor, body: content });
    const id = created.body.article.id as string;
    const publishAt = new Date(Date.now() + 3_600_000).toISOString();
    expect((await call(server.url, 'POST', `/api/editor/articles/${id}/schedule`, { token: editor, body: { publishAt } })).status).toBe(200);

    await server.stop({ keepData: true });
    server = await startServer(env);
    const base = server.url;
    const published = async () => (await call(base, 'GET', '/api/articles/after-restart')).status === 200;
    expect(await published()).toBe(false);
    expect((await call(base, 'GET', `/api/editor/articles/${id}`, { token: editor })).body.article).toMatchObject({ status: 'scheduled', publishAt });

    await call(base, 'POST', '/api/test/clock', { body: { advanceMs: 2 * 3_600_000 } });
    await until(published);
    expect((await call(base, 'GET', `/api/editor/articles/${id}`, { token: editor })).body.article.status).toBe('published');
  });
});
