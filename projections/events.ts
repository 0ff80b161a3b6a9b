import { readEvent } from '../domain/events.ts';
import type { DomainEvent } from '../domain/shared/decider.ts';
import type { RecordedEvent } from '../infra/eventstore/port.ts';

/**
 * The one way a projection reads a recorded event: validated and upcast through the schema
 * registry (domain/events.ts), never cast. Bad data throws InvalidEventError, which the runtime
 * retries and then parks like any other failure, naming the event and the field.
 */
export function projected<E extends DomainEvent>(recorded: RecordedEvent): E {
  return readEvent<E>(recorded);
}
