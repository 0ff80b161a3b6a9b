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

describe('a failed send as recorded', () => {
  it('keeps no recipient address in MailSendFailed (issue 22: nothing personal in plaintext in the log)', async () => {
    const events = new SqliteEventStore(':memory:');
    const mailer = {
      kind: 'file' as const,
      send: async (mail: OutgoingMail) => {
        throw new Error(`550 5.1.1 <${mail.to}>: Recipient address rejected`);
      },
      close: () => undefined,
    };
    const outbox = new MailOutbox(events, new EmbeddedReadStore(), mailer, { key: randomBytes(32), retryBaseMs: 60_000, log: createLogger('silent'), appUrl: 'http://localhost' });
    const welcome = { userId: 'u-2', email: 'zubaida.failed@example.com', language: 'en', requestedAt: new Date().toISOString() };
    await events.append('businessProfile-u-2', [{ type: 'WelcomeEmailRequested', data: welcome }], { expectedRevision: 'any' });
    await outbox.start();
    await eventually(async () => expect((await events.readStream('mail-welcome-u-2')).map((e) => e.type)).toContain('MailSendFailed'));
    await outbox.stop();
    const failed = (await events.readStream('mail-welcome-u-2')).find((e) => e.type === 'MailSendFailed')!;
    expect(failed.data).toMatchObject({ error: '550 5.1.1 <[address]>: Recipient address rejected' });
    expect(JSON.stringify([failed.data, failed.metadata])).not.toContain('zubaida');
    await events.close();
  });
});
