import { deepFreeze } from '../../domain/shared/deepFreeze.ts';
import type { RecordedEvent } from './port.ts';

/** A row of the log's events table. */
export type Row = {
  pos: number;
  id: string;
  stream: string;
  revision: number;
  type: string;
  data: string;
  metadata: string;
  created_at: string;
};

/** A row as an event every reader may share: parsed once and frozen. */
export function toFrozen(row: Row): RecordedEvent {
  const event = toRecorded(row);
  deepFreeze(event.data);
  deepFreeze(event.metadata);
  Object.freeze(event.position);
  return Object.freeze(event);
}

export function toRecorded(row: Row): RecordedEvent {
  const p = BigInt(row.pos);
  return {
    id: row.id,
    streamName: row.stream,
    revision: row.revision,
    position: { commit: p, prepare: p },
    type: row.type,
    data: JSON.parse(row.data),
    // Most events carry no metadata; skipping the parse is measurable on replay.
    metadata: row.metadata === '{}' ? {} : JSON.parse(row.metadata),
    createdAt: row.created_at,
  };
}
