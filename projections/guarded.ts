import type { Doc, ReadCollection } from '../infra/readstore/port.ts';

/**
 * Sets fields on a per-stream document so that replays are harmless: the first event of the
 * stream creates the document, and later ones change it only when their revision is newer than
 * the `_rev` it carries. Both writes are always issued, without looking at the first one's
 * result, so replay can queue them into one bulk write: after an insert the second is a no-op,
 * since it is guarded on the `_rev` the insert just wrote.
 */
export async function setGuarded<T extends Doc>(docs: ReadCollection<T>, id: string, rev: number, fields: Record<string, unknown>) {
  await docs.updateOne({ _id: id }, { $setOnInsert: { ...fields, _rev: rev } }, { upsert: true });
  await docs.updateOne({ _id: id, _rev: { $lt: rev } }, { $set: { ...fields, _rev: rev } });
}
