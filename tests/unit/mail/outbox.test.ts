import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { SqliteEventStore } from '../../../infra/eventstore/sqlite.ts';
import { EmbeddedReadStore } from '../../../infra/readstore/embedded.ts';
import { MailOutbox } from '../../../infra/mail/outbox.ts';
import type { OutgoingMail } from '../../../infra/mail/mailer.ts';
import { createLogger } from '../../../infra/logger.ts';
import { eventually } from '../../support/eventually.ts';
import { ensurePersonKey, sealFor } from '../../../infra/security/personalData.ts';
import { seal } from '../../../infra/security/secrets.ts';
import { watchAbortListeners } from '../../support/abortListeners.ts';

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

describe('a verification mail', () => {
  it('greets the person by the first name sealed in their stream, which the mail request no longer carries', async () => {
    const events = new SqliteEventStore(':memory:');
    const store = new EmbeddedReadStore();
    const sent: OutgoingMail[] = [];
    const mailer = { kind: 'file' as const, send: async (mail: OutgoingMail) => void sent.push(mail), close: () => undefined };
    const mailKey = randomBytes(32);
    const personal = await ensurePersonKey(store, 'u-3', new Date());
    const sealed = (value: string) => sealFor(personal, 'u-3', value);
    const at = new Date().toISOString();
    const registered = { userId: 'u-3', email: sealed('amal@example.com'), firstName: sealed('Amal'), lastName: sealed('H'), displayName: sealed('Amal H'), passwordHash: 'h', role: 'user', registeredAt: at };
    const request = { mailId: 'm-3', userId: 'u-3', to: registered.email, template: 'verification-code', language: 'en', sealed: seal(mailKey, { code: '123456' }), requestedAt: at };
    await events.append('user-u-3', [{ type: 'UserRegistered', data: registered }, { type: 'MailRequested', data: request }], { expectedRevision: 'any' });
    const outbox = new MailOutbox(events, store, mailer, { key: mailKey, retryBaseMs: 10, log: createLogger('silent'), appUrl: 'http://localhost' });
    await outbox.start();
    await eventually(() => expect(sent.map((m) => m.to)).toEqual(['amal@example.com']));
    expect(sent[0]!.text).toContain('Hello Amal,');
    expect(sent[0]!.text).toContain('123456');
    await outbox.stop();
    await events.close();
  });
});

describe('the wait between retries', () => {
  it('leaves no abort listener behind, however many times a send is retried', async () => {
    using listeners = watchAbortListeners();
    const events = new SqliteEventStore(':memory:');
    let failures = 0;
    const sent: OutgoingMail[] = [];
    const mailer = {
      kind: 'file' as const,
      send: async (mail: OutgoingMail) => {
        if (failures++ < 8) throw new Error('421 try again later');
        sent.push(mail);
      },
      close: () => undefined,
    };
    const outbox = new MailOutbox(events, new EmbeddedReadStore(), mailer, { key: randomBytes(32), retryBaseMs: 1, log: createLogger('silent'), appUrl: 'http://localhost' });
    const welcome = { userId: 'u-4', email: 'hind@example.com', language: 'en', requestedAt: new Date().toISOString() };
    await events.append('businessProfile-u-4', [{ type: 'WelcomeEmailRequested', data: welcome }], { expectedRevision: 'any' });
    await outbox.start();
    await eventually(() => expect(sent).toHaveLength(1));
    // At most the subscription's own; eight waits on the old code left eight more.
    expect(listeners.live()).toBeLessThanOrEqual(1);
    await outbox.stop();
    await events.close();
  });
});
