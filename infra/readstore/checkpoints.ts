import { positionFromString, positionToString, type Position } from '../eventstore/port.ts';
import type { Doc, ReadStore } from './port.ts';

export const CHECKPOINTS = 'checkpoints';

type CheckpointDoc = Doc & { position: string | null; version: number; updatedAt: string; status?: string; parked?: number };

export type Checkpoint = {
  position: Position | undefined;
  version: number;
  /** What the projector last said of this consumer; ROLE=api processes report it on /api/ready. */
  status?: string;
  parked?: number;
};

const fromDoc = (d: CheckpointDoc): Checkpoint => ({
  position: d.position ? positionFromString(d.position) : undefined,
  version: d.version,
  ...(d.status === undefined ? {} : { status: d.status }),
  ...(d.parked === undefined ? {} : { parked: d.parked }),
});

/**
 * One checkpoint per log consumer (each projection, a projection being rebuilt, the mail outbox),
 * kept in the read store beside the read models it describes so that both move together.
 */
export class CheckpointStore {
  readonly #store: ReadStore;
  constructor(store: ReadStore) {
    this.#store = store;
  }

  async load(name: string): Promise<Checkpoint | undefined> {
    const doc = await this.#store.collection<CheckpointDoc>(CHECKPOINTS).findOne({ _id: name });
    return doc ? fromDoc(doc) : undefined;
  }

  async loadAll(): Promise<Map<string, Checkpoint>> {
    const docs = await this.#store.collection<CheckpointDoc>(CHECKPOINTS).find({});
    return new Map(docs.map((d) => [d._id, fromDoc(d)]));
  }

  async save(name: string, checkpoint: Checkpoint): Promise<void> {
    const $set: Record<string, unknown> = {
      position: checkpoint.position ? positionToString(checkpoint.position) : null,
      version: checkpoint.version,
      updatedAt: new Date().toISOString(),
    };
    if (checkpoint.status !== undefined) $set.status = checkpoint.status;
    if (checkpoint.parked !== undefined) $set.parked = checkpoint.parked;
    await this.#store.collection<CheckpointDoc>(CHECKPOINTS).updateOne({ _id: name }, { $set }, { upsert: true });
  }

  async remove(name: string): Promise<void> {
    await this.#store.collection<CheckpointDoc>(CHECKPOINTS).deleteOne({ _id: name });
  }
}
