import { positionFromString, positionToString, type Position } from '../infra/eventstore/port.ts';
import type { Doc, ReadStore } from '../infra/readstore/port.ts';

export const CHECKPOINTS = 'checkpoints';

type CheckpointDoc = Doc & { position: string | null; version: number; updatedAt: string };

export type Checkpoint = { position: Position | undefined; version: number };

/** One checkpoint per projection, kept beside the read models it describes. */
export class CheckpointStore {
  readonly #store: ReadStore;
  constructor(store: ReadStore) {
    this.#store = store;
  }

  async load(name: string): Promise<Checkpoint | undefined> {
    const doc = await this.#store.collection<CheckpointDoc>(CHECKPOINTS).findOne({ _id: name });
    if (!doc) return undefined;
    return { position: doc.position ? positionFromString(doc.position) : undefined, version: doc.version };
  }

  async loadAll(): Promise<Map<string, Checkpoint>> {
    const docs = await this.#store.collection<CheckpointDoc>(CHECKPOINTS).find({});
    return new Map(
      docs.map((d) => [d._id, { position: d.position ? positionFromString(d.position) : undefined, version: d.version }]),
    );
  }

  async save(name: string, checkpoint: Checkpoint): Promise<void> {
    await this.#store.collection<CheckpointDoc>(CHECKPOINTS).updateOne(
      { _id: name },
      {
        $set: {
          position: checkpoint.position ? positionToString(checkpoint.position) : null,
          version: checkpoint.version,
          updatedAt: new Date().toISOString(),
        },
      },
      { upsert: true },
    );
  }
}
