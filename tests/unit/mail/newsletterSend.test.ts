import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomBytes } from 'node:crypto';
import { SqliteEventStore } from '../../../infra/eventstore/sqlite.ts';
import type { EventStore } from '../../../infra/eventstore/port.ts';
import { EmbeddedReadStore } from '../../../infra/readstore/embedded.ts';
import type { ReadStore } from '../../../infra/readstore/port.ts';
import { MailOutbox } from '../../../infra/mail/outbox.ts';
import type { OutgoingMail } from '../../../infra/mail/mailer.ts';
import { createLogger } from '../../../infra/logger.ts';
import { sha256 } from '../../../infra/security/tokens.ts';
import { confirmNewsletter, saveIssue, sendIssue, subscribeToNewsletter, unsubscribeFromNewsletter } from '../../../commands/engagement/newsletter.ts';
import { systemContext } from '../../../commands/context.ts';
import { issueMailId } from '../../../domain/engagement/newsletterIssue.ts';
import { eventually } from '../../support/eventually.ts';

const deps = { now: () => new Date(), context: systemContext('test') };
const log = createLogger('silent');

/** Everything a process touches stops working at once, as when it dies: no write, no read, no event. */
function mortal<T extends object>(target: T, dead: { value: boolean }): T {
  return new Proxy(target, {
    get(obj, prop, receiver) {
      const value = Reflect.get(obj, prop, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (dead.value) throw new Error('process crashed');
        const result = (value as (...a: unknown[]) => unknown).apply(obj, args);
        if (prop === 'collection') return mortal(result as object, dead);
        if (prop === 'subscribeToAll') {
          return (async function* () {
            for await (const event of result as AsyncIterable<unknown>) {
              if (dead.value) return;
              yield event;
            }
          })();
        }
        return result;
      };
    },
  });
}

async function subscriber(events: EventStore, keys: ReadStore, email: string): Promise<string> {
  await subscribeToNewsletter(events, keys, { email, language: 'en', source: 'test' }, deps);
  const emailHash = sha256(email);
  const request = (await events.readStream(`newsletter-${emailHash}`)).find((e) => e.type === 'NewsletterConfirmationRequested')!;
  await confirmNewsletter(events, { emailHash, nonce: (request.data as { nonce: string }).nonce }, deps);
  return emailHash;
}

describe('sending a newsletter issue through the outbox', () => {
  it('survives a crash in the middle: every confirmed subscriber gets the issue exactly once', async () => {
    const events = new SqliteEventStore(':memory:');
    const store = new EmbeddedReadStore();
    const key = randomBytes(32);
    const emails = Array.from({ length: 12 }, (_, i) => `reader${i}@example.com`);
    const hashes: string[] = [];
    for (const email of emails) hashes.push(await subscriber(events, store, email));
    // Subscribed but never confirmed: double opt-in keeps them out of the send.
    await subscribeToNewsletter(events, store, { email: 'pending@example.com', language: 'en', source: 'test' }, deps);
    const issueId = '7b0c3c52-1d7e-4a8e-9a57-3a3f3f0d2a11';
    await saveIssue(events, { issueId, subject: 'November', body: '# Hello\n\nNews **inside**.', language: 'en', by: 'admin-1' }, deps);
    await sendIssue(events, { issueId, recipients: hashes, by: 'admin-1' }, deps);
    // Unsubscribed after the send started: the copy not yet sent is not sent.
    await unsubscribeFromNewsletter(events, store, { emailHash: hashes[11]!, by: 'link', adminId: null }, deps);

    const delivered: OutgoingMail[] = [];
    const dead = { value: false };
    let sends = 0;
    const dying = {
      kind: 'file' as const,
      send: (mail: OutgoingMail) => {
        sends += 1;
        if (sends === 6) {
          // The process dies inside the sixth SMTP conversation: that copy never leaves, its claim stays.
          dead.value = true;
          return new Promise<void>(() => undefined);
        }
        delivered.push(mail);
        return Promise.resolve();
      },
      close: () => undefined,
    };
    const first = new MailOutbox(mortal(events, dead), mortal(store, dead), dying, { key, retryBaseMs: 10, log, appUrl: 'https://bawaba.test', bulkPerSecond: 1000 });
    await first.start();
    await eventually(() => expect(dead.value).toBe(true), 10_000);

    const healthy = { kind: 'file' as const, send: async (mail: OutgoingMail) => void delivered.push(mail), close: () => undefined };
    const second = new MailOutbox(events, store, healthy, { key, retryBaseMs: 10, log, appUrl: 'https://bawaba.test', bulkPerSecond: 1000, claimStaleMs: 200 });
    await second.start();
    const issueCopies = () => delivered.filter((m) => m.subject === 'November');
    await eventually(() => expect(issueCopies()).toHaveLength(11), 10_000);
    const outcome = async (hash: string) => (await events.readStream(`mail-${issueMailId(issueId, hash)}`)).map((e) => e.type).at(-1);
    await eventually(async () => expect(await outcome(hashes[11]!)).toBe('MailAbandoned'), 5_000);

    expect(issueCopies().map((m) => m.to).sort()).toEqual(emails.slice(0, 11).sort());
    for (const hash of hashes.slice(0, 11)) expect(await outcome(hash)).toBe('MailSent');
    const copy = issueCopies()[0]!;
    expect(copy.html).toContain('<strong>inside</strong>');
    expect(copy.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(copy.headers?.['List-Unsubscribe']).toMatch(/^<https:\/\/bawaba\.test\/api\/newsletter\/unsubscribe\?token=[0-9a-f]{64}\.[\w-]+>$/);
    expect(copy.text).toContain('https://bawaba.test/newsletter?unsubscribe=');
    await second.stop();
    await events.close();
  });

  afterEach(() => void vi.useRealTimers());

  it('paces the copies at NEWSLETTER_SEND_PER_SECOND', async () => {
    const events = new SqliteEventStore(':memory:');
    const store = new EmbeddedReadStore();
    const hashes: string[] = [];
    for (const i of [1, 2, 3]) hashes.push(await subscriber(events, store, `paced${i}@example.com`));
    const issueId = '0e7d1c0a-5a51-4c3e-8f0e-7e61b1d0c9a2';
    await saveIssue(events, { issueId, subject: 'Paced', body: 'Hello', language: 'en', by: 'admin-1' }, deps);
    await sendIssue(events, { issueId, recipients: hashes, by: 'admin-1' }, deps);
    const sent: OutgoingMail[] = [];
    const mailer = { kind: 'file' as const, send: async (mail: OutgoingMail) => void sent.push(mail), close: () => undefined };
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'], fakeNodeBuiltins: true });
    const outbox = new MailOutbox(events, store, mailer, { key: randomBytes(32), retryBaseMs: 10, log, appUrl: 'https://bawaba.test', bulkPerSecond: 1 });
    // Lets the outbox run its reads and writes (I/O and immediates are real; only the clock is not).
    const settle = async (turns = 200) => {
      for (let i = 0; i < turns; i += 1) await new Promise((r) => setImmediate(r));
    };
    const until = async (count: number) => {
      for (let i = 0; i < 20_000 && sent.length < count; i += 1) await new Promise((r) => setImmediate(r));
      expect(sent).toHaveLength(count);
    };
    await outbox.start();
    await until(1);
    await settle();
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(999);
    await settle();
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    await until(2);
    vi.advanceTimersByTime(1000);
    await until(3);
    expect(sent.map((m) => m.to).sort()).toEqual(['paced1@example.com', 'paced2@example.com', 'paced3@example.com']);
    vi.useRealTimers();
    await outbox.stop();
    await events.close();
  });
});
