import type { RecordedEvent } from '../infra/eventstore/port.ts';
import type { ReadStore } from '../infra/readstore/port.ts';

/**
 * A projection turns events into one read model. `apply` must be idempotent: applying an event
 * twice leaves the read model as applying it once (guard updates on the stream revision).
 *
 * The runtime queues a page of events' writes into one bulk write per collection: inside `apply`,
 * updateOne/insertOne/deleteOne resolve before they are written and report zero counts, so never
 * branch on their results; a read (findOne, find, count) first writes what is queued.
 */
export type Projection = {
  name: string;
  /** Bump when the read model's shape or meaning changes: the runtime then rebuilds it beside the old one. */
  version: number;
  /** Logical collections this projection owns; a rebuild writes them under new physical names. */
  collections: string[];
  eventTypes: ReadonlySet<string>;
  /**
   * What happens once an event has failed every retry and is parked: `halt` (the default) stops this
   * projection at it until an admin retries or skips it; `skip` moves on past it. Either way the
   * projection reports `degraded` while a parked event is unresolved.
   */
  onFailure?: 'halt' | 'skip';
  setup?(store: ReadStore): Promise<void>;
  apply(event: RecordedEvent, store: ReadStore): Promise<void>;
};
