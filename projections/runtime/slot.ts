import type { Subject } from 'rxjs';
import type { RecordedEvent } from '../../infra/eventstore/port.ts';
import type { Projection } from '../projection.ts';
import type { ProjectionStatus } from '../progress.ts';
import type { LogReader } from './reader.ts';
import type { ProjectionWorker } from './worker.ts';

/** One projection: the cursor serving its live read model, and a rebuild in progress beside it. */
export type Slot = {
  projection: Projection;
  live: ProjectionWorker;
  shadow?: ProjectionWorker;
  subject: Subject<RecordedEvent>;
  /** Parked events of this projection not yet retried or skipped. */
  parked: number;
  swapping: boolean;
  /** Resolved when the rebuild in progress is swapped in. */
  rebuilt?: (() => void)[];
};

export const rebuildId = (name: string, tag: string): string => `${name}~rebuild@${tag}`;

/** A fresh physical-name suffix: the version, and a stamp so two rebuilds of one version differ. */
export const rebuildTag = (version: number): string => `v${version}-${Date.now().toString(36)}`;

export function statusOf(slot: Slot, tail: LogReader): ProjectionStatus {
  if (slot.live.halted || slot.parked > 0) return 'degraded';
  if (slot.shadow) return 'rebuilding';
  return tail.members.has(slot.live) ? 'live' : 'catching-up';
}
