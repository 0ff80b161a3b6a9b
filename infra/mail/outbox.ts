import pLimit from 'p-limit';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { WrongExpectedRevisionError, comparePositions, type EventStore, type Position, type RecordedEvent } from '../eventstore/port.ts';
import type { ReadStore } from '../readstore/port.ts';
import type { Logger } from '../logger.ts';
import { CheckpointStore } from '../readstore/checkpoints.ts';
import { MAIL_EVENT_TYPES, deliveriesOf, type Delivery } from './deliveries.ts';
import { inviteIcs } from './ics.ts';
import type { Mailer } from './mailer.ts';
import { renderMail } from './templates.ts';
import { InvalidEventError, currentVersion, readEvent } from '../../domain/events.ts';
import type { MailClaimed, MailEvent } from '../../domain/mail/events.ts';

export const OUTBOX = 'outbox';
const MAX_ATTEMPTS = 12;
const MAX_DELAY_MS = 10 * 60_000;
const CHECKPOINT_EVERY_MS = 1_000;
/** Longer than any one SMTP delivery may take (nodemailer's socket timeouts are shorter). */
const CLAIM_STALE_MS = 2 * 60_000;
/** Newsletter copies sent per second by default (NEWSLETTER_SEND_PER_SECOND): a provider's usual bulk pace. */
const BULK_PER_SECOND = 10;
/** SMTP connections open at once; a burst of signups queues instead of opening hundreds. */
const CONCURRENT_SENDS = 4;

type MailOutcome = 'MailSent' | 'MailSendFailed' | 'MailAbandoned';
export const mailStream = (mailId: string) => `mail-${mailId}`;

/**
 * Sends the mail that MailRequested and WelcomeEmailRequested events ask for (see deliveries.ts),
 * from its own checkpoint. Each mail has a `mail-<id>` stream: MailSent there means done, so neither
 * a replay nor a restart sends twice, and MailClaimed, appended at the stream's revision before each
 * try, means one sender has it, so two senders never both send it. Only the holder of the mail
 * lease runs an outbox (api/projector.ts). A failed send is recorded and retried with doubling delays, up
 * to MAX_ATTEMPTS, in the background: one bad address never holds up the codes of other users. The
 * checkpoint stays just before the oldest mail still in flight, so a restart resumes it.
 */
export class MailOutbox {
  readonly #events: EventStore;
  readonly #checkpoints: CheckpointStore;
  readonly #store: ReadStore;
  readonly #mailer: Mailer;
  readonly #key: Buffer;
  readonly #retryBaseMs: number;
  readonly #log: Logger;
  readonly #controller = new AbortController();
  #loop: Promise<void> | undefined;
  #position: Position | undefined;
  #saved: Position | undefined;
  #timer: NodeJS.Timeout | undefined;
  /** Mails in flight, each with the log position just before its event. */
  readonly #inFlight = new Map<string, Position | undefined>();
  readonly #limit = pLimit(CONCURRENT_SENDS);
  /** Bulk mails queue in a lane of their own, one at a time and paced, so a big send never delays a code. */
  readonly #bulkLimit = pLimit(1);
  readonly #bulkIntervalMs: number;
  readonly #claimStaleMs: number;
  #nextBulkAt = 0;
  readonly #deliveries = new Set<Promise<void>>();
  readonly #owner = randomUUID();

  readonly #appUrl: string;

  constructor(
    events: EventStore,
    store: ReadStore,
    mailer: Mailer,
    options: { key: Buffer; retryBaseMs: number; log: Logger; appUrl: string; bulkPerSecond?: number; claimStaleMs?: number },
  ) {
    this.#events = events;
    this.#checkpoints = new CheckpointStore(store);
    this.#store = store;
    this.#mailer = mailer;
    this.#key = options.key;
    this.#retryBaseMs = options.retryBaseMs;
    this.#appUrl = options.appUrl;
    this.#bulkIntervalMs = 1000 / (options.bulkPerSecond ?? BULK_PER_SECOND);
    this.#claimStaleMs = options.claimStaleMs ?? CLAIM_STALE_MS;
    this.#log = options.log.child({ component: 'outbox' });
  }

  /** Mails taken from the log and not yet sent or given up (metrics). */
  get pending(): number {
    return this.#inFlight.size;
  }

  async start(): Promise<void> {
    this.#position = this.#saved = (await this.#checkpoints.load(OUTBOX))?.position;
    this.#timer = setInterval(() => void this.#save().catch((err: unknown) => this.#log.error({ err }, 'outbox checkpoint failed')), CHECKPOINT_EVERY_MS);
    this.#loop = this.#run();
  }

  async #run(): Promise<void> {
    const signal = this.#controller.signal;
    try {
      const onCheckpoint = (p: Position) => void (this.#position = p);
      const filter = { eventTypes: MAIL_EVENT_TYPES };
      for await (const event of this.#events.subscribeToAll({ after: this.#position, signal, filter, onCheckpoint })) {
        for (const delivery of this.#deliveriesOf(event)) {
          if (this.#inFlight.has(delivery.mailId)) continue;
          this.#inFlight.set(delivery.mailId, this.#position);
          const done = (delivery.bulk ? this.#bulkLimit : this.#limit)(() => this.#deliver(delivery))
            .catch((err: unknown) => this.#log.error({ err, mailId: delivery.mailId }, 'mail delivery failed'))
            .finally(() => {
              // An aborted delivery stays in flight, so the saved checkpoint keeps it for the next start.
              if (!signal.aborted) this.#inFlight.delete(delivery.mailId);
              this.#deliveries.delete(done);
            });
          this.#deliveries.add(done);
        }
        this.#position = event.position;
      }
    } catch (error) {
      if (!signal.aborted) this.#log.error({ err: error }, 'outbox stopped');
    }
  }

  async #deliver(d: Delivery): Promise<void> {
    const stream = mailStream(d.mailId);
    for (;;) {
      const history = await this.#events.readStream(stream);
      if (history.some((e) => e.type === 'MailSent' || e.type === 'MailAbandoned')) return;
      const last = history.at(-1);
      if (last?.type === 'MailClaimed' && !this.#stale(last)) {
        // Another sender has it in hand; look again once its claim would have gone stale.
        if (!(await pause(this.#claimStaleMs, this.#controller.signal))) return;
        continue;
      }
      // Paced only when about to send: a resumed send passes the copies already sent at once.
      if (d.bulk && !(await this.#pace())) return;
      const attempt = history.filter((e) => e.type === 'MailSendFailed').length + 1;
      const claim = await this.#claim(stream, last, { mailId: d.mailId, attempt, by: this.#owner, at: new Date().toISOString() });
      if (claim === undefined) continue;
      let failure: string;
      try {
        const mail = await d.prepare();
        // An erased person's mail has nowhere to go, and a reminder for a moved booking no point: given up at once, not retried for hours.
        if ('unwanted' in mail) return void (await this.#record(stream, claim, 'MailAbandoned', { mailId: d.mailId, attempts: attempt, error: mail.unwanted, at: new Date().toISOString() }));
        const rendered = mail.rendered ?? renderMail(d.template, mail.language, mail.params);
        const calendar = mail.invite && { method: mail.invite.method, content: inviteIcs(mail.invite) };
        await this.#mailer.send({ id: d.mailId, to: mail.to, ...rendered, calendar, headers: mail.headers });
        await this.#record(stream, claim, 'MailSent', { mailId: d.mailId, attempt, sentAt: new Date().toISOString() });
        this.#log.info({ mailId: d.mailId, template: d.template, attempt }, 'mail sent');
        return;
      } catch (error) {
        // A transport's error may quote the recipient ("550 <a@b.example> unknown"): the log keeps no address.
        failure = error instanceof Error ? withoutAddresses(error.message).slice(0, 300) : 'unknown error';
      }
      if (attempt >= MAX_ATTEMPTS) {
        await this.#record(stream, claim, 'MailAbandoned', { mailId: d.mailId, attempts: attempt, error: failure, at: new Date().toISOString() });
        this.#log.error({ mailId: d.mailId, attempts: attempt, error: failure }, 'mail abandoned after repeated failures');
        return;
      }
      const delay = Math.min(this.#retryBaseMs * 2 ** (attempt - 1), MAX_DELAY_MS);
      await this.#record(stream, claim, 'MailSendFailed', { mailId: d.mailId, attempt, error: failure, retryInMs: delay, at: new Date().toISOString() });
      this.#log.warn({ mailId: d.mailId, attempt, retryInMs: delay, error: failure }, 'mail send failed, will retry');
      if (!(await pause(delay, this.#controller.signal))) return;
    }
  }

  /**
   * A mail request that does not match its schema can never be sent: it is logged (by position and
   * event id, never its content) and passed over, so one corrupt event cannot stop every other mail.
   */
  #deliveriesOf(event: RecordedEvent): Delivery[] {
    try {
      return deliveriesOf(event, { key: this.#key, store: this.#store, events: this.#events, appUrl: this.#appUrl });
    } catch (error) {
      if (!(error instanceof InvalidEventError)) throw error;
      this.#log.error({ eventId: event.id, position: `${event.position.commit}`, type: event.type, issues: error.issues }, 'malformed mail request skipped');
      return [];
    }
  }

  /** A claim whose sender died before recording an outcome; after this long it may be sent again. */
  #stale(claim: RecordedEvent): boolean {
    const at = Date.parse(readEvent<MailClaimed>(claim).data.at);
    return !(Date.now() - at < this.#claimStaleMs);
  }

  /** Waits for the bulk lane's next slot; false when the outbox is stopping. */
  async #pace(): Promise<boolean> {
    const wait = this.#nextBulkAt - Date.now();
    this.#nextBulkAt = Math.max(Date.now(), this.#nextBulkAt) + this.#bulkIntervalMs;
    return wait <= 0 || pause(wait, this.#controller.signal);
  }

  /** The outbox acts for nobody in particular; its events say so, with their schema version. */
  #metadata(type: MailEvent['type'], mailId: string): Record<string, unknown> {
    return { actor: 'system', correlationId: mailId, causationId: 'mail-outbox', v: currentVersion(type) };
  }

  /**
   * Takes the mail for this sender with an append at the stream's current revision: of two senders
   * (say, across a lease hand-over) only one can win, so a mail is never sent twice. Resolves to
   * the claim's revision, or undefined when another sender got there first.
   */
  async #claim(stream: string, last: RecordedEvent | undefined, data: MailClaimed['data']): Promise<number | undefined> {
    try {
      const r = await this.#events.append(stream, [{ type: 'MailClaimed', data, metadata: this.#metadata('MailClaimed', data.mailId) }], {
        expectedRevision: last ? last.revision : 'no_stream',
      });
      return r.nextRevision;
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError) return undefined;
      throw error;
    }
  }

  async #record(stream: string, claimRevision: number, type: MailOutcome, data: { mailId: string } & Record<string, unknown>): Promise<void> {
    await this.#events.append(stream, [{ type, data, metadata: this.#metadata(type, data.mailId) }], { expectedRevision: claimRevision });
  }

  /** The furthest position every event before which has been fully handled. */
  #safePosition(): Position | undefined {
    let safe = this.#position;
    for (const before of this.#inFlight.values()) {
      if (!before || !safe || comparePositions(before, safe) < 0) safe = before;
      if (!safe) return undefined;
    }
    return safe;
  }

  async #save(): Promise<void> {
    const position = this.#safePosition();
    if (position === this.#saved || (position && this.#saved && comparePositions(position, this.#saved) === 0)) return;
    await this.#checkpoints.save(OUTBOX, { position, version: 1 });
    this.#saved = position;
  }

  async stop(): Promise<void> {
    this.#controller.abort();
    clearInterval(this.#timer);
    await this.#loop;
    await Promise.all(this.#deliveries);
    await this.#save();
  }
}

/** True after the wait, false at once when the outbox stops; the timer's abort listener goes either way. */
const pause = (ms: number, signal: AbortSignal): Promise<boolean> => sleep(ms, true, { signal }).catch(() => false);

/** Anything shaped like an email address, replaced before an error text is recorded or logged. */
export const withoutAddresses = (text: string): string => text.replace(/[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+/g, '[address]');
