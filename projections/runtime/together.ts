import type { RecordedEvent } from '../../infra/eventstore/port.ts';
import type { Logger } from '../../infra/logger.ts';
import type { ProjectionWorker } from './worker.ts';

export type PageResult = readonly RecordedEvent[] | 'failed';

/**
 * A catch-up page goes to all its projections in one transaction, each in a savepoint of its own
 * (a failing one is undone alone and recovers as usual), with every cursor the page moved saved
 * in it: one commit per page instead of one per projection plus the checkpoints' own. Undefined,
 * with every cursor as it was, when the transaction itself failed: then they go one at a time.
 */
export async function applyTogether(
  transaction: <T>(fn: () => Promise<T>) => Promise<T>,
  members: readonly ProjectionWorker[],
  page: RecordedEvent[],
  save: (w: ProjectionWorker) => Promise<void>,
  log: Logger,
): Promise<PageResult[] | undefined> {
  const before = members.map((w) => ({ w, position: w.position, dirty: w.dirty }));
  try {
    return await transaction(async () => {
      const out: PageResult[] = [];
      const present = new Set<string>();
      for (const event of page) present.add(event.type);
      for (const w of members) out.push(await w.applyPage(page, present));
      for (const w of members) if (w.dirty && !w.frozen) await save(w);
      return out;
    });
  } catch (err) {
    for (const b of before) Object.assign(b.w, { position: b.position, dirty: b.dirty });
    log.warn({ err }, 'a catch-up page failed to commit; applying it projection by projection');
    return undefined;
  }
}
