import { describe, it, expect } from 'vitest';
import { startServer } from '../support/server.ts';
import { startSmtp } from '../support/smtp.ts';
import { newUser, register } from '../support/api.ts';

describe('mail outbox', () => {
  it('keeps delivering other mail while one recipient keeps failing, and resumes that one after a restart', async () => {
    const smtp = await startSmtp({ refuse: (address) => address.startsWith('bounce') });
    // A long back-off: a retry that blocked the queue would hold the second mail for a minute.
    const env = { RATE_LIMITS: 'off', SMTP_URL: smtp.url, MAIL_RETRY_BASE_MS: '60000' };
    const server = await startServer(env);
    try {
      const bouncing = newUser({ email: `bounce${Date.now()}@example.com` });
      const fine = newUser();
      await register(server.url, bouncing);
      await expect.poll(() => smtp.refused(), { timeout: 5_000 }).toBeGreaterThan(0);
      await register(server.url, fine);
      await smtp.waitFor((m) => m.to.includes(fine.email), 5_000);

      // The failed mail is still owed: after a restart it is tried again, the delivered one is not.
      const refusedBefore = smtp.refused();
      await server.stop({ keepData: true });
      const again = await startServer({ ...env, DATA_DIR: server.dataDir });
      await expect.poll(() => smtp.refused(), { timeout: 5_000 }).toBeGreaterThan(refusedBefore);
      expect(smtp.messages.filter((m) => m.to.includes(fine.email))).toHaveLength(1);
      await again.stop();
    } finally {
      await server.stop();
      await smtp.close();
    }
  });
});
