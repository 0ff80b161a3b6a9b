import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { startE2E, type E2E } from './browser.ts';
import { startSmtp, type TestSmtp } from '../../support/smtp.ts';

export type MailSuite = { e2e: E2E; smtp: TestSmtp };

/**
 * One file's server, browser and test mail server: started once before its tests, closed after them, and
 * every test must end with no request that left the machine. Read `suite.e2e`/`suite.smtp` inside tests.
 */
export function useMailSuite(env: Record<string, string> = {}): MailSuite {
  const suite = {} as MailSuite;
  beforeAll(async () => {
    suite.smtp = await startSmtp();
    suite.e2e = await startE2E({ RATE_LIMITS: 'off', SMTP_URL: suite.smtp.url, ...env });
  });
  afterAll(async () => {
    await suite.e2e?.close();
    await suite.smtp?.close();
  });
  afterEach(() => expect(suite.e2e.takeForeignRequests()).toEqual([]));
  return suite;
}
