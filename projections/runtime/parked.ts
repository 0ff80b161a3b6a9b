import { positionToString, type RecordedEvent } from '../../infra/eventstore/port.ts';
import type { Doc, ReadStore } from '../../infra/readstore/port.ts';

export const PARKED_EVENTS = 'parkedEvents';

export type ParkedStatus = 'parked' | 'skipped' | 'retried';

/** An event a projection could not apply after its retries, kept until an admin retries or skips it. */
export type ParkedEvent = Doc & {
  projection: string;
  /** True when the failure happened in a rebuild of the projection, not in its live read model. */
  rebuild: boolean;
  position: string;
  eventId: string;
  stream: string;
  type: string;
  error: string;
  attempts: number;
  parkedAt: string;
  status: ParkedStatus;
  resolvedAt: string | null;
};

export const parkedId = (worker: string, eventId: string): string => `${worker}:${eventId}`;

/** The `parkedEvents` collection. Not part of any read model, so rebuilds and swaps leave it alone. */
export class ParkedEvents {
  readonly #store: ReadStore;
  constructor(store: ReadStore) {
    this.#store = store;
  }

  get #docs() {
    return this.#store.collection<ParkedEvent>(PARKED_EVENTS);
  }

  async park(worker: { id: string; name: string; rebuild: boolean }, event: RecordedEvent, error: unknown, attempts: number): Promise<ParkedEvent> {
    const doc: ParkedEvent = {
      _id: parkedId(worker.id, event.id),
      projection: worker.name,
      rebuild: worker.rebuild,
      position: positionToString(event.position),
      eventId: event.id,
      stream: event.streamName,
      type: event.type,
      error: error instanceof Error ? error.message.slice(0, 500) : String(error).slice(0, 500),
      attempts,
      parkedAt: new Date().toISOString(),
      status: 'parked',
      resolvedAt: null,
    };
    const { _id, ...fields } = doc;
    await this.#docs.updateOne({ _id }, { $set: fields }, { upsert: true });
    return doc;
  }

  get(id: string): Promise<ParkedEvent | null> {
    return this.#docs.findOne({ _id: id });
  }

  list(): Promise<ParkedEvent[]> {
    return this.#docs.find({}, { sort: { parkedAt: 1 } });
  }

  count(projection: string): Promise<number> {
    return this.#docs.countDocuments({ projection, status: 'parked' });
  }

  async resolve(id: string, status: Exclude<ParkedStatus, 'parked'>, patch: Partial<ParkedEvent> = {}): Promise<void> {
    await this.#docs.updateOne({ _id: id }, { $set: { ...patch, status, resolvedAt: new Date().toISOString() } });
  }

  async update(id: string, patch: Partial<ParkedEvent>): Promise<void> {
    await this.#docs.updateOne({ _id: id }, { $set: patch });
  }
}
