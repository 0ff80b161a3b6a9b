import pRetry from 'p-retry';
import { comparePositions, type Position, type RecordedEvent } from '../../infra/eventstore/port.ts';
import type { ReadStore } from '../../infra/readstore/port.ts';
import type { Projection } from '../projection.ts';
import { BatchStore, targetStore } from './batch.ts';

export type RetryPolicy = { attempts: number; baseDelayMs: number };

export type Attempt = { ok: true } | { ok: false; error: unknown; attempts: number } | { ok: false; aborted: true };

/** Index of the first event of the page after `position` (pages are in log order). */
export function firstAfter(page: readonly RecordedEvent[], position: Position | undefined): number {
  if (!position || page.length === 0 || comparePositions(page[0]!.position, position) > 0) return 0;
  let i = 0;
  while (i < page.length && comparePositions(page[i]!.position, position) <= 0) i++;
  return i;
}

/**
 * One projection building one physical version of its read model from its own cursor. The live
 * read model has one; a rebuild runs a second beside it until it is swapped in.
 */
export class ProjectionWorker {
  readonly projection: Projection;
  /** Its checkpoint's id: the projection's name, or `<name>~rebuild@<tag>` for a rebuild. */
  id: string;
  rebuild: boolean;
  /** Logical → physical names of the collections it writes. */
  readonly physical: ReadonlyMap<string, string>;
  readonly target: ReadStore;
  position: Position | undefined;
  /** Set while it stands at a parked event it may not pass (onFailure 'halt'). */
  haltedAt: { parkedId: string; event: RecordedEvent } | undefined;
  /** Its version is out of date: it keeps serving reads unchanged until its rebuild is swapped in. */
  frozen = false;
  dirty = false;
  readonly #raw: ReadStore;
  readonly #checkpoint: ((w: ProjectionWorker) => Promise<void>) | undefined;

  constructor(
    projection: Projection,
    options: {
      id: string;
      rebuild: boolean;
      physical: ReadonlyMap<string, string>;
      position: Position | undefined;
      readers: ReadStore;
      raw: ReadStore;
      /** Writes this cursor's checkpoint; with a store that has transactions, inside each page's. */
      checkpoint?: (w: ProjectionWorker) => Promise<void>;
    },
  ) {
    this.projection = projection;
    this.id = options.id;
    this.rebuild = options.rebuild;
    this.physical = options.physical;
    this.position = options.position;
    this.target = targetStore(options.readers, options.raw, options.physical);
    this.#raw = options.raw;
    this.#checkpoint = options.raw.transaction ? options.checkpoint : undefined;
  }

  get name(): string {
    return this.projection.name;
  }

  /** A rebuild swapped in becomes the live cursor, under the projection's own checkpoint. */
  promote(): void {
    this.id = this.projection.name;
    this.rebuild = false;
    this.dirty = true;
  }

  get halted(): boolean {
    return this.haltedAt !== undefined;
  }

  /**
   * Applies the page's new events with one bulk write per collection. Resolves to those events
   * (the ones after its cursor), or 'failed' (its cursor unmoved) when a handler or the write
   * threw; the caller then goes through the page one event at a time. Where the store has
   * transactions, the page's writes and the checkpoint after it commit as one: a crash leaves the
   * read model at the checkpoint before the page or after it, never in between.
   */
  async applyPage(page: readonly RecordedEvent[], present?: ReadonlySet<string>): Promise<readonly RecordedEvent[] | 'failed'> {
    const from = firstAfter(page, this.position);
    if (from === page.length) return [];
    const types = this.projection.eventTypes;
    // A page with nothing for this projection changes no read model: its cursor moves, and the
    // checkpoint follows with the next flush, without a transaction of its own. `present` (the
    // page's types, when the caller has them) saves every projection a walk over a large page.
    let mine = false;
    if (present) for (const type of present) mine ||= types.has(type);
    else for (let i = from; i < page.length && !mine; i++) mine = types.has(page[i]!.type);
    if (!mine) {
      this.advance(page.at(-1)!.position);
      return from === 0 ? page : page.slice(from);
    }
    const before = { position: this.position, dirty: this.dirty };
    const write = async () => {
      const batch = new BatchStore(this.target);
      for (let i = from; i < page.length; i++) {
        const event = page[i]!;
        if (types.has(event.type)) await this.projection.apply(event, batch);
      }
      await batch.flush();
      this.advance(page.at(-1)!.position);
      await this.#checkpoint?.(this);
    };
    try {
      await (this.#checkpoint ? this.#raw.transaction!(write) : write());
    } catch {
      this.position = before.position;
      this.dirty = before.dirty;
      return 'failed';
    }
    return from === 0 ? page : page.slice(from);
  }

  advance(position: Position): void {
    this.position = position;
    this.dirty = true;
  }

  /**
   * Applies one event with direct writes, retrying with doubling delays. A TypeError (a bug in the
   * handler, not a store that hiccuped) is not retried: p-retry gives it up at once and it is parked.
   */
  async applyOne(event: RecordedEvent, policy: RetryPolicy, signal: AbortSignal): Promise<Attempt> {
    let attempts = 0;
    try {
      await pRetry(
        async () => {
          attempts += 1;
          await this.projection.apply(event, this.target);
        },
        { retries: policy.attempts - 1, minTimeout: policy.baseDelayMs, signal },
      );
      return { ok: true };
    } catch (error) {
      return signal.aborted ? { ok: false, aborted: true } : { ok: false, error, attempts };
    }
  }
}
