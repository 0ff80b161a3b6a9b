import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { SqliteEventStore } from '../../../infra/eventstore/sqlite.ts';
import { EmbeddedReadStore } from '../../../infra/readstore/embedded.ts';
import { MailOutbox } from '../../../infra/mail/outbox.ts';
import type { OutgoingMail } from '../../../infra/mail/mailer.ts';
import { createLogger } from '../../../infra/logger.ts';
import { eventually } from '../../support/eventually.ts';

describe('the mail outbox', () => {
  it('passes over a mail request that does not match its schema and sends the next one', async () => {
    const events = new SqliteEventStore(':memory:');
    const sent: OutgoingMail[] = [];
    const mailer = { kind: 'file' as const, send: async (mail: OutgoingMail) => void sent.push(mail), close: () => undefined };
    const outbox = new MailOutbox(events, new EmbeddedReadStore(), mailer, { key: randomBytes(32), retryBaseMs: 10, log: createLogger('silent'), appUrl: 'http://localhost' });
    await events.append('user-broken', [{ type: 'MailRequested', data: { mailId: 42 } }], { expectedRevision: 'any' });
    const welcome = { userId: 'u-1', email: 'amina@example.com', language: 'en', requestedAt: new Date().toISOString() };
    await events.append('businessProfile-u-1', [{ type: 'WelcomeEmailRequested', data: welcome }], { expectedRevision: 'any' });
    await outbox.start();
    await eventually(() => expect(sent.map((m) => m.to)).toEqual(['amina@example.com']));
    // MailSent is appended after the mailer returns: wait for it rather than racing it.
    await eventually(async () =>
      expect((await events.readStream('mail-welcome-u-1')).map((e) => [e.type, e.metadata.v, e.metadata.actor])).toEqual([
        ['MailClaimed', 1, 'system'],
        ['MailSent', 1, 'system'],
      ]),
    );
    await outbox.stop();
    await events.close();
  });
});
