import type { RecordedEvent } from '../infra/eventstore/port.ts';
import type { ReadStore } from '../infra/readstore/port.ts';

/**
 * A projection turns events into one read model. `apply` must be idempotent: applying an event
 * twice leaves the read model as applying it once (guard updates on the stream revision).
 */
export type Projection = {
  name: string;
  /** Bump when the read model's shape or meaning changes: the runner then rebuilds it from 0. */
  version: number;
  /** Collections this projection owns; a rebuild empties them. */
  collections: string[];
  eventTypes: ReadonlySet<string>;
  setup?(store: ReadStore): Promise<void>;
  apply(event: RecordedEvent, store: ReadStore): Promise<void>;
};
