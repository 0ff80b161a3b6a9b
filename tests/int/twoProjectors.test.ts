import { describe, it, expect } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../support/server.ts';
import { startSmtp } from '../support/smtp.ts';
import { newUser, register } from '../support/api.ts';

/**
 * Two ROLE=all processes on one DATA_DIR: one projects into the shared read models, both serve reads, but
 * only the holder of the mail lease sends, and each mail is claimed on its stream before it goes.
 */
describe('two projector processes on one log', () => {
  it('send each mail exactly once, also across a hand-over of the mail lease', async () => {
    const smtp = await startSmtp();
    const dataDir = mkdtempSync(join(tmpdir(), 'bawaba-two-'));
    const env = { DATA_DIR: dataDir, RATE_LIMITS: 'off', SMTP_URL: smtp.url };
    const first = await startServer(env);
    const second = await startServer(env);
    try {
      const users = Array.from({ length: 6 }, () => newUser());
      for (const [i, user] of users.entries()) expect((await register(i % 2 ? second.url : first.url, user)).status).toBe(201);
      for (const user of users) await smtp.waitFor((m) => m.to.includes(user.email), 15_000);

      // The first process holds the lease (it started first); when it stops, the second takes over.
      await first.stop({ keepData: true });
      const late = Array.from({ length: 2 }, () => newUser());
      for (const user of late) expect((await register(second.url, user)).status).toBe(201);
      for (const user of late) await smtp.waitFor((m) => m.to.includes(user.email), 20_000);

      for (const user of [...users, ...late]) expect(smtp.messages.filter((m) => m.to.includes(user.email)), user.email).toHaveLength(1);
      expect(smtp.messages).toHaveLength(users.length + late.length);
    } finally {
      await Promise.all([first.stop({ keepData: true }), second.stop({ keepData: true })]);
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
