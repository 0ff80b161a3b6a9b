import type { Doc, ReadStore } from '../../infra/readstore/port.ts';

/** The mail outbox's checkpoint (infra/mail/outbox.ts keeps it beside the projections' own). */
const CHECKPOINTS = 'checkpoints';
const OUTBOX_CONSUMER = 'outbox';

/** Log position (`commit:prepare`) the outbox has passed, or null before its first checkpoint. */
export async function outboxPosition(store: ReadStore): Promise<string | null> {
  const doc = await store.collection<Doc & { position: string | null }>(CHECKPOINTS).findOne({ _id: OUTBOX_CONSUMER });
  return doc?.position ?? null;
}
