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

/** What the outbox sends for one MailRequested of a registered person, sealed as the log holds it. */
async function sentFor(person: { id: string; email: string; firstName: string }, request: { template: string; language: string; params: Record<string, string>; requestedAt: string }) {
  const events = new SqliteEventStore(':memory:');
  const store = new EmbeddedReadStore();
  const sent: OutgoingMail[] = [];
  const mailer = { kind: 'file' as const, send: async (mail: OutgoingMail) => void sent.push(mail), close: () => undefined };
  const mailKey = randomBytes(32);
  const personal = await ensurePersonKey(store, person.id, new Date());
  const sealed = (value: string) => sealFor(personal, person.id, value);
  const at = request.requestedAt;
  const registered = { userId: person.id, email: sealed(person.email), firstName: sealed(person.firstName), lastName: sealed('H'), displayName: sealed(`${person.firstName} H`), passwordHash: 'h', role: 'user', registeredAt: at };
  const { params, ...rest } = request;
  const mailRequested = { ...rest, mailId: `m-${person.id}`, userId: person.id, to: registered.email, sealed: seal(mailKey, params) };
  await events.append(`user-${person.id}`, [{ type: 'UserRegistered', data: registered }, { type: 'MailRequested', data: mailRequested }], { expectedRevision: 'any' });
  const outbox = new MailOutbox(events, store, mailer, { key: mailKey, retryBaseMs: 10, log: createLogger('silent'), appUrl: 'https://bawaba.test' });
  await outbox.start();
  await eventually(() => expect(sent.map((m) => m.to)).toEqual([person.email]));
  await outbox.stop();
  await events.close();
  return sent[0]!;
}

describe('a verification mail', () => {
  it('greets the person by the first name sealed in their stream, which the mail request no longer carries', async () => {
    const mail = await sentFor({ id: 'u-3', email: 'amal@example.com', firstName: 'Amal' }, { template: 'verification-code', language: 'en', params: { code: '123456' }, requestedAt: new Date().toISOString() });
    expect(mail.text).toContain('Hello Amal,');
    expect(mail.text).toContain('123456');
  });
});

describe('a security notice', () => {
  it('says when, in UTC written the mail language\'s way, and links to the password reset and the contact page', async () => {
    const request = { template: 'credentials-changed', language: 'de', params: { change: 'password-changed' }, requestedAt: '2026-11-30T11:00:00.000Z' };
    const mail = await sentFor({ id: 'u-4', email: 'anna@example.com', firstName: 'Anna' }, request);
    expect(mail.text).toContain('Hallo Anna,');
    expect(mail.text).toContain('Das Passwort Ihres Bawaba-Kontos wurde geändert.');
    expect(mail.text).toContain('Zeitpunkt: Montag, 30. November 2026 um 11:00:00 UTC');
    expect(mail.text).toContain('https://bawaba.test/forgot-password');
    expect(mail.text).toContain('Kontakt aufnehmen: https://bawaba.test/contact');
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
