import { Subject } from 'rxjs/internal/Subject';
import { comparePositions, type EventStore, type Position, type RecordedEvent, type SubscriptionFilter } from '../infra/eventstore/port.ts';
import type { ReadStore } from '../infra/readstore/port.ts';
import type { Logger } from '../infra/logger.ts';
import { CheckpointStore } from '../infra/readstore/checkpoints.ts';
import { MappedReadStore } from '../infra/readstore/mapped.ts';
import type { Projection } from './projection.ts';
import { ProgressWaiters, type ProjectionProgress, type ProjectionState } from './progress.ts';
import { LogReader, readFilter } from './runtime/reader.ts';
import { ProjectionWorker, firstAfter, type RetryPolicy } from './runtime/worker.ts';
import { ParkedEvents, parkedId, type ParkedEvent } from './runtime/parked.ts';
import { DomainError } from '../domain/shared/errors.ts';
import { type Slot, rebuildId, rebuildTag, statusOf } from './runtime/slot.ts';
import { applyTogether, type PageResult } from './runtime/together.ts';
import { DelayedDrops } from './runtime/drops.ts';

/** Checkpoints are written at most this often while events stream in, and soon after they stop. */
const FLUSH_EVERY_EVENTS = 5_000;
const FLUSH_AFTER_MS = 50;
/** Catch-up cursors this close together (in log positions) share one read of the log. */
const GROUP_SPAN = 100_000n;

export type RunnerOptions = {
  /** Tries per failing event before it is parked, and the first delay between them (then doubling). */
  retry?: RetryPolicy;
  /** How long a swapped-out read model version is kept for processes that have not seen the swap yet. */
  dropOldAfterMs?: number;
  /** Event types `read$` listeners need that no projection handles; catch-up readers ask the store for no others. */
  alsoRead?: readonly string[];
  /** Most events in one page of a catch-up read (runtime/reader.ts, CATCH_UP_PAGE_SIZE by default). */
  catchUpPageSize?: number;
};

const cmp = (a: Position | undefined, b: Position | undefined): number => (!a ? (!b ? 0 : -1) : !b ? 1 : comparePositions(a, b));

/**
 * Runs every projection from its own cursor. Projections at the head share one tailing read of the
 * log; one that is behind (new, rebuilding, resumed after a halt) reads on its own and joins the
 * tail once it gets there, and projections that start at about the same place read together, so a
 * full replay reads the log once. A failing event is retried, then parked: that projection halts
 * (or skips it) while the others go on. A rebuild fills new physical collections beside the live
 * ones and is swapped in once caught up.
 */
export class ProjectionRunner implements ProjectionProgress {
  /** Events once read from the log (not waiting for any projection): all live ones, and in catch-up those the filter lets through. */
  readonly read$ = new Subject<RecordedEvent>();
  readonly #events: EventStore;
  readonly #store: MappedReadStore;
  readonly #projections: Projection[];
  readonly #checkpoints: CheckpointStore;
  readonly #parked: ParkedEvents;
  readonly #log: Logger;
  readonly #retry: RetryPolicy;
  readonly #filter: SubscriptionFilter;
  readonly #catchUpPageSize: number | undefined;
  readonly #slots = new Map<string, Slot>();
  readonly #readers = new Set<LogReader>();
  readonly #waiters = new ProgressWaiters();
  readonly #controller = new AbortController();
  readonly #drops: DelayedDrops;
  #tail: LogReader | undefined;
  #lastRead: Position | undefined;
  #unflushed = 0;
  #flushTimer: NodeJS.Timeout | undefined;
  #flushing: Promise<void> = Promise.resolve();

  constructor(events: EventStore, store: ReadStore, projections: Projection[], log: Logger, options: RunnerOptions = {}) {
    this.#events = events;
    this.#store = store instanceof MappedReadStore ? store : new MappedReadStore(store);
    this.#projections = projections;
    this.#checkpoints = new CheckpointStore(this.#store);
    this.#parked = new ParkedEvents(this.#store);
    this.#log = log.child({ component: 'projections' });
    this.#retry = options.retry ?? { attempts: 5, baseDelayMs: 50 };
    this.#drops = new DelayedDrops((c) => this.#store.inner.dropCollection(c), options.dropOldAfterMs ?? 10_000, log);
    this.#filter = readFilter(projections, options.alsoRead);
    this.#catchUpPageSize = options.catchUpPageSize;
  }

  /** Loads checkpoints and starts every projection's catch-up; resolves before they are done. */
  async start(): Promise<void> {
    await this.#store.refresh();
    const saved = await this.#checkpoints.loadAll();
    this.#tail = this.#reader(await this.#events.headPosition(), true);
    const starting: ProjectionWorker[] = [];
    for (const p of this.#projections) {
      const checkpoint = saved.get(p.name);
      const live = this.#worker(p, p.name, new Map(p.collections.map((c) => [c, this.#store.physical(c)])), checkpoint?.position);
      await p.setup?.(live.target);
      const slot: Slot = { projection: p, live, subject: new Subject(), parked: await this.#parked.count(p.name), swapping: false };
      this.#slots.set(p.name, slot);
      if (!checkpoint) await this.#save(live);
      else if (checkpoint.version !== p.version) {
        live.frozen = true;
        this.#log.info({ projection: p.name, from: checkpoint.version, to: p.version }, 'projection version changed: rebuilding beside the old read model');
      }
      const pending = [...saved].find(([id, c]) => id.startsWith(rebuildId(p.name, '')) && c.version === p.version);
      if (pending) slot.shadow = await this.#startShadow(slot, pending[0].slice(rebuildId(p.name, '').length), pending[1].position);
      else if (live.frozen) slot.shadow = await this.#startShadow(slot, rebuildTag(p.version));
      if (!live.frozen) starting.push(live);
      if (slot.shadow) starting.push(slot.shadow);
    }
    this.#tail.start();
    this.#catchUp(starting);
  }

  #worker(p: Projection, id: string, physical: Map<string, string>, position: Position | undefined): ProjectionWorker {
    return new ProjectionWorker(p, { id, rebuild: id !== p.name, physical, position, readers: this.#store, raw: this.#store.inner, checkpoint: (w) => this.#save(w) });
  }

  async #startShadow(slot: Slot, tag: string, position?: Position): Promise<ProjectionWorker> {
    const p = slot.projection;
    const shadow = this.#worker(p, rebuildId(p.name, tag), new Map(p.collections.map((c) => [c, `${c}@${tag}`])), position);
    if (!position) for (const c of shadow.physical.values()) await this.#store.inner.dropCollection(c);
    await p.setup?.(shadow.target);
    await this.#save(shadow);
    return shadow;
  }

  #reader(from: Position | undefined, tail: boolean): LogReader {
    const reader = new LogReader(this.#events, from, {
      tail,
      log: this.#log,
      filter: tail ? undefined : this.#filter,
      catchUpPageSize: this.#catchUpPageSize,
      hooks: { dispatch: (r, page) => this.#dispatch(r, page), settle: (r) => this.#settle(r), passed: (moved) => moved.forEach((w) => this.#applied(w, [])) },
    });
    this.#readers.add(reader);
    return reader;
  }

  /** Starts catch-up reads for these cursors, one per group of nearby positions. */
  #catchUp(workers: ProjectionWorker[]): void {
    if (this.#controller.signal.aborted) return;
    const sorted = [...workers].sort((a, b) => cmp(a.position, b.position));
    let group: LogReader | undefined;
    for (const w of sorted) {
      const at = w.position?.commit ?? 0n;
      if (!group || at - (group.position?.commit ?? 0n) > GROUP_SPAN) {
        group?.start();
        group = this.#reader(w.position, false);
      }
      group.members.add(w);
    }
    group?.start();
  }

  async #dispatch(reader: LogReader, page: RecordedEvent[]): Promise<void> {
    const from = firstAfter(page, this.#lastRead);
    for (let i = from; i < page.length; i++) this.read$.next(page[i]!);
    if (from < page.length) this.#lastRead = page.at(-1)!.position;
    const members = [...reader.members];
    if (!reader.tail && members.length > 1 && this.#store.transaction) {
      const results = await applyTogether((fn) => this.#store.transaction!(fn), members, page, (w) => this.#save(w), this.#log);
      if (results) return members.forEach((w, i) => this.#settled(reader, w, page, results[i]!));
    }
    if (members.length === 1) await this.#offer(reader, members[0]!, page);
    else await Promise.all(members.map((w) => this.#offer(reader, w, page)));
  }

  async #offer(reader: LogReader, w: ProjectionWorker, page: RecordedEvent[]): Promise<void> {
    this.#settled(reader, w, page, await w.applyPage(page));
  }

  #settled(reader: LogReader, w: ProjectionWorker, page: RecordedEvent[], fresh: PageResult): void {
    if (fresh !== 'failed') return this.#applied(w, fresh);
    // It steps out of the shared read at once, so its retries and back-off delay nobody else.
    reader.members.delete(w);
    void this.#recover(w, page).catch((err: unknown) => this.#log.error({ err, projection: w.name }, 'projection recovery failed'));
  }

  /** After a cursor has moved over these events: tell the projection's listeners and waiters. */
  #applied(w: ProjectionWorker, events: readonly RecordedEvent[]): void {
    const slot = this.#slots.get(w.name)!;
    if (slot.live === w && slot.subject.observed) for (const e of events) slot.subject.next(e);
    this.#waiters.advance();
    this.#unflushed += events.length;
    if (this.#unflushed >= FLUSH_EVERY_EVENTS) void this.flush().catch((err: unknown) => this.#log.error({ err }, 'checkpoint flush failed'));
    else this.#scheduleFlush();
  }

  /** One event at a time with retries; parks what still fails, then halts or moves on. */
  async #recover(w: ProjectionWorker, page: RecordedEvent[]): Promise<void> {
    const signal = this.#controller.signal;
    for (let i = firstAfter(page, w.position); i < page.length; i++) {
      const event = page[i]!;
      const earlier = w.projection.eventTypes.has(event.type) ? await this.#parked.get(parkedId(w.id, event.id)) : null;
      if (!w.projection.eventTypes.has(event.type) || earlier?.status === 'skipped') {
        w.advance(event.position);
        this.#applied(w, [event]);
        continue;
      }
      const attempt = await w.applyOne(event, this.#retry, signal);
      if ('aborted' in attempt) return;
      if (attempt.ok) {
        w.advance(event.position);
        this.#applied(w, [event]);
        continue;
      }
      const parked = await this.#parked.park(w, event, attempt.error, attempt.attempts);
      if (earlier?.status !== 'parked') this.#slots.get(w.name)!.parked += 1;
      const halt = (w.projection.onFailure ?? 'halt') === 'halt';
      this.#log.error({ err: attempt.error, projection: w.name, eventId: event.id, type: event.type, attempts: attempt.attempts, halt }, 'event parked');
      if (halt) {
        w.haltedAt = { parkedId: parked._id, event };
        w.dirty = true;
        return this.flush();
      }
      w.advance(event.position);
    }
    await this.flush();
    this.#catchUp([w]);
  }

  async #settle(reader: LogReader): Promise<void> {
    if (!reader.tail) {
      if (reader.members.size === 0 || cmp(reader.position, this.#tail!.position) >= 0) {
        for (const w of reader.members) this.#tail!.members.add(w);
        reader.members.clear();
        this.#readers.delete(reader);
        void reader.stop();
      }
    }
    for (const slot of this.#slots.values()) {
      const shadow = slot.shadow;
      if (!shadow || slot.swapping || !this.#tail!.members.has(shadow)) continue;
      const live = slot.live;
      if (live.frozen || live.halted || cmp(shadow.position, live.position) >= 0) await this.#swap(slot, shadow);
    }
  }

  /** Points readers at the rebuilt collections, retires the old cursor and, after a grace period, the old data. */
  async #swap(slot: Slot, shadow: ProjectionWorker): Promise<void> {
    slot.swapping = true;
    const old = slot.live;
    try {
      for (const [logical, physical] of shadow.physical) await this.#store.swap(logical, physical);
      for (const r of this.#readers) r.members.delete(old);
      const rebuild = shadow.id;
      shadow.promote();
      slot.live = shadow;
      slot.shadow = undefined;
      await this.#save(shadow);
      await this.#checkpoints.remove(rebuild);
      this.#drops.schedule([...old.physical.values()].filter((c) => ![...shadow.physical.values()].includes(c)));
      this.#log.info({ projection: slot.projection.name, collections: Object.fromEntries(shadow.physical) }, 'rebuilt read model swapped in');
      this.#waiters.advance();
      for (const resolve of slot.rebuilt?.splice(0) ?? []) resolve();
    } finally {
      slot.swapping = false;
    }
  }

  #scheduleFlush(): void {
    if (this.#flushTimer) return;
    this.#flushTimer = setTimeout(() => {
      this.#flushTimer = undefined;
      void this.flush().catch((err: unknown) => this.#log.error({ err }, 'checkpoint flush failed'));
    }, FLUSH_AFTER_MS);
  }

  #save(w: ProjectionWorker): Promise<void> {
    w.dirty = false;
    const slot = this.#slots.get(w.name);
    const status = slot && slot.live === w ? statusOf(slot, this.#tail!) : 'rebuilding';
    return this.#checkpoints.save(w.id, { position: w.position, version: w.projection.version, status, parked: slot?.parked ?? 0 });
  }

  /** Writes the checkpoint of every cursor that moved; safe to call at any time. */
  flush(): Promise<void> {
    this.#flushing = this.#flushing.then(async () => {
      this.#unflushed = 0;
      for (const slot of this.#slots.values()) {
        for (const w of [slot.live, slot.shadow]) if (w?.dirty && !w.frozen) await this.#save(w);
      }
    });
    return this.#flushing;
  }

  current(): Position | undefined {
    let lowest: Position | undefined;
    for (const slot of this.#slots.values()) {
      if (!slot.live.position) return undefined;
      if (!lowest || comparePositions(slot.live.position, lowest) < 0) lowest = slot.live.position;
    }
    return lowest;
  }

  waitFor(position: Position, timeoutMs: number, projections?: readonly string[]): Promise<boolean> {
    const slots = projections ? projections.map((n) => this.#slot(n)) : [...this.#slots.values()];
    return this.#waiters.waitFor(() => slots.every((s) => cmp(s.live.position, position) >= 0), timeoutMs);
  }

  /** The live events of one projection, each once its read model includes it. */
  projected(name: string): Subject<RecordedEvent> {
    return this.#slot(name).subject;
  }

  #slot(name: string): Slot {
    const slot = this.#slots.get(name);
    if (!slot) throw new Error(`Unknown projection ${name}; known: ${[...this.#slots.keys()].join(', ')}`);
    return slot;
  }

  /** Every projection's state; ready once each serves a caught-up read model and none is degraded. */
  async states(): Promise<{ ready: boolean; projections: ProjectionState[] }> {
    const head = await this.#events.headPosition();
    const projections = [...this.#slots.values()].map((slot) => {
      const at = slot.live.position;
      const lag = head ? Number(head.commit - (at?.commit ?? 0n)) : 0;
      return { name: slot.projection.name, position: at ? `${at.commit}` : null, lag: Math.max(0, lag), status: statusOf(slot, this.#tail!), parked: slot.parked };
    });
    const ready = [...this.#slots.values()].every((s) => statusOf(s, this.#tail!) !== 'degraded' && this.#tail!.members.has(s.live));
    return { ready, projections };
  }

  parkedEvents(): Promise<ParkedEvent[]> {
    return this.#parked.list();
  }

  /** Applies a parked event once more; on success the projection goes on from it. */
  async retryParked(id: string): Promise<void> {
    const { doc, event, worker, slot } = await this.#parkedTarget(id);
    const attempt = await (worker ?? slot.live).applyOne(event, { attempts: 1, baseDelayMs: 0 }, this.#controller.signal);
    if (!attempt.ok) {
      const message = 'error' in attempt && attempt.error instanceof Error ? attempt.error.message.slice(0, 500) : String('error' in attempt ? attempt.error : 'stopped');
      await this.#parked.update(id, { attempts: doc.attempts + 1, error: message });
      throw new DomainError('CONFLICT', `The event still fails: ${message}`, { id });
    }
    await this.#parked.resolve(id, 'retried', { attempts: doc.attempts + 1 });
    await this.#resume(slot, worker, id, event);
  }

  /** Records that a parked event is to be passed over, and lets its projection go on past it. */
  async skipParked(id: string): Promise<void> {
    const { event, worker, slot } = await this.#parkedTarget(id);
    await this.#parked.resolve(id, 'skipped');
    await this.#resume(slot, worker, id, event);
  }

  async #parkedTarget(id: string) {
    const doc = await this.#parked.get(id);
    if (!doc || doc.status !== 'parked') throw new DomainError('NOT_FOUND', 'No parked event has this id', { id });
    const slot = this.#slot(doc.projection);
    const worker = [slot.live, slot.shadow].find((w) => w && parkedId(w.id, doc.eventId) === doc._id);
    const event = (await this.#events.readStream(doc.stream)).find((e) => e.id === doc.eventId);
    if (!event) throw new DomainError('NOT_FOUND', 'The parked event is no longer in the log', { id });
    return { doc, event, worker, slot };
  }

  async #resume(slot: Slot, worker: ProjectionWorker | undefined, id: string, event: RecordedEvent): Promise<void> {
    slot.parked = Math.max(0, slot.parked - 1);
    slot.live.dirty = true;
    if (worker?.haltedAt?.parkedId !== id) return this.flush();
    worker.haltedAt = undefined;
    worker.advance(event.position);
    this.#applied(worker, [event]);
    await this.flush();
    this.#catchUp([worker]);
  }

  /** Starts rebuilding a read model beside the live one; `done` settles once it is swapped in. */
  async rebuild(name: string): Promise<{ done: Promise<void> }> {
    const slot = this.#slots.get(name);
    if (!slot) throw new DomainError('NOT_FOUND', `No projection is named ${name}`, { known: [...this.#slots.keys()] });
    if (slot.shadow) throw new DomainError('CONFLICT', `${name} is already being rebuilt`);
    slot.shadow = await this.#startShadow(slot, rebuildTag(slot.projection.version));
    const done = new Promise<void>((resolve) => (slot.rebuilt ??= []).push(resolve));
    this.#catchUp([slot.shadow]);
    return { done };
  }

  /** Before start only: forgets a projection's read model and checkpoint, so it builds from 0. */
  async reset(name: string): Promise<void> {
    const p = this.#projections.find((x) => x.name === name);
    if (!p) throw new Error(`Unknown projection ${name}`);
    await this.#store.refresh();
    for (const c of p.collections) await this.#store.dropCollection(c);
    await this.#checkpoints.remove(name);
  }

  async stop(): Promise<void> {
    this.#controller.abort();
    clearTimeout(this.#flushTimer);
    this.#flushTimer = undefined;
    await Promise.all([...this.#readers].map((r) => r.stop()));
    await this.flush();
    await this.#drops.runAll();
    this.read$.complete();
    for (const slot of this.#slots.values()) slot.subject.complete();
    this.#waiters.cancelAll();
  }
}
