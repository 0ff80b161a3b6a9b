import type { DomainEvent } from './shared/decider.ts';
import { parseEvent } from './shared/eventSchema.ts';
import { deepFreeze } from './shared/deepFreeze.ts';
// Importing a module's schemas registers its events. Commands, projections and the outbox reach
// the registry only through this file, so no process ever meets a type it has not declared.
import './users/schemas.ts';
import './businessProfiles/schemas.ts';
import './subscriptions/schemas.ts';
import './engagement/schemas.ts';
import './mail/events.ts';
import './consultations/schemas.ts';
import './consultations/reminders.ts';
import './requestKeys/requestKey.ts';
import './conversations/schemas.ts';
import './market/schemas.ts';
import './partners/schemas.ts';
import './hiring/schemas.ts';
import './articles/schemas.ts';
import './siteTexts/schemas.ts';
import './audit/schemas.ts';

export { InvalidEventError, UnknownEventError, currentVersion, declaredEventTypes } from './shared/eventSchema.ts';

/** What a stored event looks like to the registry; structural, so domain/ stays free of infra types. */
export type StoredEvent = { type: string; data: unknown; metadata?: Record<string, unknown> };

/** The schema version an event was written with: metadata `v`, absent on events from before versions. */
export function storedVersion(event: StoredEvent): number {
  const v = event.metadata?.v;
  return typeof v === 'number' && Number.isInteger(v) && v >= 1 ? v : 1;
}

/**
 * A frozen stored event (the log's stream cache shares them) is read once: the same booking
 * stream is folded about ten times per booking. Its domain event is frozen too, for the same reason.
 */
const readOnce = new WeakMap<StoredEvent, DomainEvent>();

/** Upcasts and validates one stored event into the domain's event type (throws InvalidEventError). */
export function readEvent<E extends DomainEvent>(event: StoredEvent): E {
  if (!Object.isFrozen(event)) return parseEvent<E>(event.type, event.data, storedVersion(event));
  let read = readOnce.get(event);
  if (!read) readOnce.set(event, (read = deepFreeze(parseEvent<E>(event.type, event.data, storedVersion(event)))));
  return read as E;
}
