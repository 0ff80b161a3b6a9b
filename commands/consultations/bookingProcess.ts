import pLimit from 'p-limit';
import { allowanceDecider, allowanceStream } from '../../domain/consultations/allowance.ts';
import { bookingStream, type Booking, type BookingRequest, type BookingState } from '../../domain/consultations/booking.ts';
import { bookingDecider, type BookingCommand } from '../../domain/consultations/bookingLogic.ts';
import { readEvent } from '../../domain/events.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import { comparePositions, type EventStore, type Position, type RecordedEvent } from '../../infra/eventstore/port.ts';
import { systemContext } from '../context.ts';
import { conflictBackoffMs, handleCommand } from '../handleCommand.ts';
import { holdSlot } from './calendarHolds.ts';
import { compensateRequest, settleBooking, spanOf } from './bookingSettle.ts';
import { checkOffered, loadOpenBooking, requestBooking, type NewBooking, type SealingDeps } from './bookings.ts';
import { isSealed } from '../../infra/security/personalData.ts';
import type { Vault } from '../users/personal.ts';
import type { ConsultationDeps } from './experts.ts';
import { loadExpertProfile } from './experts.ts';
import { faultPoint } from './faults.ts';

export const BOOKING_PROCESS = 'booking-process';
/** A request still pending this long after it was made is compensated and rejected (BOOKING_EXPIRED). */
export const SWEEP_AFTER_MS = 2 * 60_000;

export type ProcessDeps = {
  now: () => Date;
  /** The key store: the request's texts are opened to be copied, and sealed again in the confirmation. */
  vault: Vault;
  /** Opens the expert chat of a confirmed booking; idempotent (the chat's id derives from the booking's). */
  openChat?: (booking: Booking) => Promise<void>;
  sweepAfterMs?: number;
};

const contextOf = (bookingId: string): ConsultationDeps['context'] => systemContext(BOOKING_PROCESS, bookingId);

/**
 * The booking workflow for one request, from wherever it stands: use the allowance, hold the slot
 * (expiring), record BookingConfirmed, lift the hold's expiry, open the chat; or, on a refusal, give back
 * whatever was taken and record BookingRejected with the refusal. Every step is idempotent, so
 * running it again after a crash finishes the booking or compensates it. Errors that are not a
 * refusal (a store away, a conflict storm) are thrown for the caller to retry.
 */
export async function runBooking(store: EventStore, bookingId: string, deps: ProcessDeps): Promise<BookingState> {
  const { state, decider, ring } = await loadOpenBooking(store, bookingId, deps);
  const d: ConsultationDeps = { now: deps.now, context: contextOf(bookingId) };
  if (state.status === 'exists') {
    await settleBooking(store, bookingId, d);
    await deps.openChat?.(state.booking);
    return state;
  }
  if (state.status === 'rejected') {
    await compensateRequest(store, state.request, d);
    return state;
  }
  if (state.status !== 'requested') return state;
  const r = state.request;
  if (deps.now().getTime() - Date.parse(r.requestedAt) > (deps.sweepAfterMs ?? SWEEP_AFTER_MS)) {
    return reject(store, r, new DomainError('BOOKING_EXPIRED', 'This booking could not be completed in time. Please try again.'), deps);
  }
  try {
    const chosen = await book(store, r, d);
    // The expert's name is copied as their profile sealed it; a profile from before sealing is sealed here.
    const expertName = isSealed(chosen.expertName) ? chosen.expertName : (await ring.load([chosen.expertId])).seal(chosen.expertId, chosen.expertName);
    const booking = { ...chosen, expertName };
    const confirmed = await handleCommand(store, bookingStream(bookingId), decider, confirmCommand(r, booking, deps.now()), { context: d.context });
    faultPoint('booking:afterConfirmed');
    // The confirmation lifts the hold's expiry; until then a crash leaves a hold that lapses by itself.
    await holdSlot(store, booking.expertId, bookingId, spanOf(r), booking.bufferMinutes, d, true);
    faultPoint('booking:afterHoldConfirmed');
    if (confirmed.newState.status === 'exists') await deps.openChat?.(confirmed.newState.booking);
    return confirmed.newState;
  } catch (error) {
    if (!(error instanceof DomainError) || error.code === 'CONFLICT') throw error;
    return reject(store, r, error, deps);
  }
}

type Chosen = { expertId: string; expertName: string; bufferMinutes: number; month: string };

/** Uses the allowance, then holds (expiring) the slot of the first candidate that has it free. */
async function book(store: EventStore, r: BookingRequest, d: ConsultationDeps): Promise<Chosen> {
  const month = r.requestedAt.slice(0, 7);
  const ref = { userId: r.userId, month, bookingId: r.id };
  const use = { type: 'UseAllowance' as const, data: { ...ref, tier: r.tier, now: d.now().toISOString() } };
  await handleCommand(store, allowanceStream(r.userId, month), allowanceDecider, use, { context: d.context });
  faultPoint('booking:afterAllowance');
  const span = spanOf(r);
  const single = r.expertIds.length === 1;
  for (const expertId of r.expertIds) {
    const profile = await loadExpertProfile(store, expertId);
    if (!profile || !profile.topics.includes(r.topic)) {
      if (single) throw new DomainError('EXPERT_UNAVAILABLE', 'This expert does not offer consultations on this topic', { expertId, topic: r.topic });
      continue;
    }
    try {
      // Judged at the time of the request: a resumed request is not refused for the time it waited.
      checkOffered(profile, span, new Date(r.requestedAt));
      await holdSlot(store, expertId, r.id, span, profile.bufferMinutes, d);
    } catch (error) {
      if (single || !(error instanceof DomainError) || error.code === 'CONFLICT') throw error;
      continue;
    }
    faultPoint('booking:afterHold');
    return { expertId, expertName: profile.displayName, bufferMinutes: profile.bufferMinutes, month };
  }
  throw new DomainError('SLOT_TAKEN', 'No expert is free at this time. Please choose another slot.', { start: r.start });
}

function confirmCommand(r: BookingRequest, chosen: Chosen, now: Date): BookingCommand {
  const span = spanOf(r);
  const iso = (ms: number) => new Date(ms).toISOString();
  const { id: bookingId, userId, topic, duration, answers, notes, by } = r;
  const fields = { bookingId, userId, expertId: chosen.expertId, expertName: chosen.expertName, topic, duration, answers, notes, allowanceMonth: chosen.month };
  return { type: 'ConfirmBooking', data: { ...fields, start: iso(span.start), end: iso(span.end), by, now: now.toISOString() } };
}

/** Compensates first, then records the refusal: a crash between the two re-runs the request, never leaves it half undone. */
async function reject(store: EventStore, r: BookingRequest, error: DomainError, deps: ProcessDeps): Promise<BookingState> {
  const d: ConsultationDeps = { now: deps.now, context: contextOf(r.id) };
  await compensateRequest(store, r, d);
  faultPoint('booking:afterCompensation');
  const command: BookingCommand = { type: 'RejectBooking', data: { code: error.code, message: error.message, details: error.details ?? {}, by: r.by, now: deps.now().toISOString() } };
  try {
    return (await handleCommand(store, bookingStream(r.id), bookingDecider, command, { context: d.context })).newState;
  } catch (conflict) {
    // Another runner confirmed it meanwhile (a lease hand-over): the booking stands, so its hold must too.
    if (!(conflict instanceof DomainError && conflict.code === 'CONFLICT')) throw conflict;
    return runBooking(store, r.id, deps);
  }
}

/** Request and run in one go, for callers with no process to wait for (tests, scripts). */
export async function bookConsultation(store: EventStore, input: NewBooking, deps: SealingDeps & ProcessDeps) {
  await requestBooking(store, input, deps);
  const state = await runBooking(store, input.bookingId, deps);
  if (state.status === 'rejected') throw new DomainError(state.rejection.code, state.rejection.message, state.rejection.details);
  return state;
}

/** Where the process keeps its place in the log (infra/readstore/checkpoints.ts fits). */
export type ProcessCheckpoints = {
  load(name: string): Promise<{ position: Position | undefined } | undefined>;
  save(name: string, checkpoint: { position: Position | undefined; version: number }): Promise<void>;
};
type Log = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

const HANDLED = ['BookingRequested', 'BookingConfirmed', 'BookingRejected', 'BookingRescheduled', 'BookingCancelled', 'BookingOutcomeRecorded'] as const;
const CHECKPOINT_EVERY_MS = 1_000;
const CONCURRENCY = 32;
const RETRY_CAP_MS = 5_000;

/**
 * The booking process manager: follows the booking events of the log from its own checkpoint, like
 * a projection, and runs the workflow of each (runBooking), one booking at a time and many bookings
 * at once. Requests are booked or rejected; confirmations open the chat; moves, cancellations and
 * outcomes are settled again (the command already did it, unless the process making it died). The
 * checkpoint stays just before the oldest booking still in hand, so a restart resumes every one of
 * them; a request that cannot finish is retried with back-off until the sweep rejects it. Only the
 * holder of the booking-process lease runs it (api/projector.ts).
 */
export class BookingProcess {
  readonly #events: EventStore;
  readonly #checkpoints: ProcessCheckpoints;
  readonly #deps: ProcessDeps;
  readonly #log: Log;
  readonly #controller = new AbortController();
  readonly #limit = pLimit(CONCURRENCY);
  /** Work in hand, each with the log position just before its event. */
  readonly #inFlight = new Map<number, Position | undefined>();
  /** The last task of each booking, so one booking's steps never run side by side. */
  readonly #chains = new Map<string, Promise<void>>();
  /** Bookings this runner confirmed (and settled, and chatted) itself: their BookingConfirmed needs nothing more. */
  readonly #confirmedHere = new Set<string>();
  #position: Position | undefined;
  #saved: Position | undefined;
  #next = 0;
  #loop: Promise<void> | undefined;
  #timer: NodeJS.Timeout | undefined;

  constructor(events: EventStore, checkpoints: ProcessCheckpoints, deps: ProcessDeps, log: Log) {
    this.#events = events;
    this.#checkpoints = checkpoints;
    this.#deps = deps;
    this.#log = log;
  }

  async start(): Promise<void> {
    this.#position = this.#saved = (await this.#checkpoints.load(BOOKING_PROCESS))?.position;
    this.#timer = setInterval(() => void this.#save().catch((err: unknown) => this.#log.error({ err }, 'checkpoint failed')), CHECKPOINT_EVERY_MS);
    this.#timer.unref();
    this.#loop = this.#run();
  }

  async #run(): Promise<void> {
    const signal = this.#controller.signal;
    try {
      const onCheckpoint = (p: Position) => void (this.#position = p);
      for await (const event of this.#events.subscribeToAll({ after: this.#position, signal, filter: { eventTypes: HANDLED }, onCheckpoint })) {
        this.#take(event);
        this.#position = event.position;
      }
    } catch (error) {
      if (!signal.aborted) this.#log.error({ err: error }, 'booking process stopped');
    }
  }

  #take(event: RecordedEvent): void {
    const { bookingId } = readEvent<{ type: string; data: { bookingId: string } }>(event).data;
    if (event.type === 'BookingConfirmed' && this.#confirmedHere.delete(bookingId)) return;
    const ticket = this.#next++;
    this.#inFlight.set(ticket, this.#position);
    const previous = this.#chains.get(bookingId) ?? Promise.resolve();
    const task = previous
      .then(() => this.#limit(() => this.#attempt(bookingId, event.type)))
      .finally(() => {
        if (!this.#controller.signal.aborted) this.#inFlight.delete(ticket);
        if (this.#chains.get(bookingId) === task) this.#chains.delete(bookingId);
      });
    this.#chains.set(bookingId, task);
  }

  async #attempt(bookingId: string, trigger: string): Promise<void> {
    for (let attempt = 1; !this.#controller.signal.aborted; attempt++) {
      try {
        const state = await runBooking(this.#events, bookingId, this.#deps);
        if (trigger === 'BookingRequested' && state.status === 'exists') this.#confirmedHere.add(bookingId);
        return;
      } catch (err) {
        this.#log.warn({ err, bookingId, attempt }, 'booking step failed; trying again');
        await new Promise((resolve) => setTimeout(resolve, Math.min(RETRY_CAP_MS, 50 + conflictBackoffMs(attempt + 4))));
      }
    }
  }

  /** Saves the position before the oldest work in hand (or the log position when none is). */
  async #save(): Promise<void> {
    let at = this.#position;
    for (const p of this.#inFlight.values()) if (p === undefined || (at && comparePositions(p, at) < 0)) at = p;
    if (at === this.#saved || (at && this.#saved && comparePositions(at, this.#saved) === 0)) return;
    await this.#checkpoints.save(BOOKING_PROCESS, { position: at, version: 1 });
    this.#saved = at;
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#controller.abort();
    await this.#loop;
    await Promise.allSettled([...this.#chains.values()]);
    await this.#save().catch((err: unknown) => this.#log.error({ err }, 'checkpoint failed'));
  }
}
