import pLimit from 'p-limit';
import { comparePositions, type EventStore, type Position, type RecordedEvent } from '../eventstore/port.ts';
import type { ReadStore } from '../readstore/port.ts';
import type { Logger } from '../logger.ts';
import { CheckpointStore } from '../readstore/checkpoints.ts';
import { deliveryOf, type Delivery } from './deliveries.ts';
import type { Mailer } from './mailer.ts';
import { renderMail } from './templates.ts';

export const OUTBOX = 'outbox';
const MAX_ATTEMPTS = 12;
const MAX_DELAY_MS = 10 * 60_000;
const CHECKPOINT_EVERY_MS = 1_000;
/** SMTP connections open at once; a burst of signups queues instead of opening hundreds. */
const CONCURRENT_SENDS = 4;

type MailOutcome = 'MailSent' | 'MailSendFailed' | 'MailAbandoned';
export const mailStream = (mailId: string) => `mail-${mailId}`;

/**
 * Sends the mail that MailRequested and WelcomeEmailRequested events ask for (see deliveries.ts),
 * from its own checkpoint. Each mail has a `mail-<id>` stream: MailSent there means done, so neither
 * a replay nor a restart sends twice. A failed send is recorded and retried with doubling delays, up
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
  readonly #deliveries = new Set<Promise<void>>();

  constructor(events: EventStore, store: ReadStore, mailer: Mailer, options: { key: Buffer; retryBaseMs: number; log: Logger }) {
    this.#events = events;
    this.#checkpoints = new CheckpointStore(store);
    this.#store = store;
    this.#mailer = mailer;
    this.#key = options.key;
    this.#retryBaseMs = options.retryBaseMs;
    this.#log = options.log.child({ component: 'outbox' });
  }

  async start(): Promise<void> {
    this.#position = this.#saved = (await this.#checkpoints.load(OUTBOX))?.position;
    this.#timer = setInterval(() => void this.#save().catch((err: unknown) => this.#log.error({ err }, 'outbox checkpoint failed')), CHECKPOINT_EVERY_MS);
    this.#loop = this.#run();
  }

  async #run(): Promise<void> {
    const signal = this.#controller.signal;
    try {
      for await (const event of this.#events.subscribeToAll({ after: this.#position, signal })) {
        const delivery = deliveryOf(event, this.#key, this.#store);
        if (delivery && !this.#inFlight.has(delivery.mailId)) {
          this.#inFlight.set(delivery.mailId, this.#position);
          const done = this.#limit(() => this.#deliver(delivery))
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
      const attempt = history.filter((e) => e.type === 'MailSendFailed').length + 1;
      let failure: string;
      try {
        const rendered = renderMail(d.template, d.language, d.params());
        const to = await d.recipient();
        // An erased person's mail has nowhere to go: given up at once, not retried for hours.
        if (to === undefined) return void (await this.#record(stream, history, 'MailAbandoned', { mailId: d.mailId, attempts: attempt, error: 'recipient erased', at: new Date().toISOString() }));
        await this.#mailer.send({ id: d.mailId, to, ...rendered });
        await this.#record(stream, history, 'MailSent', { mailId: d.mailId, attempt, sentAt: new Date().toISOString() });
        this.#log.info({ mailId: d.mailId, template: d.template, attempt }, 'mail sent');
        return;
      } catch (error) {
        failure = error instanceof Error ? error.message.slice(0, 300) : 'unknown error';
      }
      if (attempt >= MAX_ATTEMPTS) {
        await this.#record(stream, history, 'MailAbandoned', { mailId: d.mailId, attempts: attempt, error: failure, at: new Date().toISOString() });
        this.#log.error({ mailId: d.mailId, attempts: attempt, error: failure }, 'mail abandoned after repeated failures');
        return;
      }
      const delay = Math.min(this.#retryBaseMs * 2 ** (attempt - 1), MAX_DELAY_MS);
      await this.#record(stream, history, 'MailSendFailed', { mailId: d.mailId, attempt, error: failure, retryInMs: delay, at: new Date().toISOString() });
      this.#log.warn({ mailId: d.mailId, attempt, retryInMs: delay, error: failure }, 'mail send failed, will retry');
      if (!(await sleep(delay, this.#controller.signal))) return;
    }
  }

  async #record(stream: string, history: RecordedEvent[], type: MailOutcome, data: Record<string, unknown>): Promise<void> {
    const last = history.at(-1);
    await this.#events.append(stream, [{ type, data }], { expectedRevision: last ? last.revision : 'no_stream' });
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

function sleep(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(false);
    const timer = setTimeout(() => resolve(true), ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve(false)), { once: true });
  });
}
