import type { z } from 'zod';
import type { DomainEvent } from './decider.ts';

/**
 * Every event type is declared once with a zod schema and a version. Stored events carry the
 * version they were written with (metadata `v`, absent meaning 1); reading one runs it through the
 * upcasters from its version up to the current one, then validates it. So an old log stays
 * readable after an event's shape changes, and nothing downstream needs an `as Event` cast.
 */
export type Upcaster = (data: unknown) => unknown;

export type EventDefinition = {
  type: string;
  version: number;
  schema: z.ZodType;
  /** `upcasters[n]` turns version n data into version n + 1 data. */
  upcasters: Record<number, Upcaster>;
};

const registry = new Map<string, EventDefinition>();

export class UnknownEventError extends Error {
  override name = 'UnknownEventError';
}

export class InvalidEventError extends Error {
  override name = 'InvalidEventError';
  readonly type: string;
  readonly issues: unknown;
  constructor(type: string, message: string, issues: unknown) {
    super(`Stored ${type} event does not match its schema: ${message}`);
    this.type = type;
    this.issues = issues;
  }
}

/**
 * Declares one event type. Returns a typed helper so a module writes its event list once:
 * `export const UserRenamed = defineEvent('UserRenamed', schema)`.
 */
export function defineEvent<T extends string, S extends z.ZodType>(
  type: T,
  schema: S,
  options: { version?: number; upcasters?: Record<number, Upcaster> } = {},
): { type: T; schema: S; version: number } {
  const version = options.version ?? 1;
  for (let v = 1; v < version; v++) {
    if (!options.upcasters?.[v]) throw new Error(`${type} v${version} needs an upcaster from v${v}`);
  }
  const existing = registry.get(type);
  if (existing && existing.schema !== schema) throw new Error(`Event type ${type} is declared twice`);
  registry.set(type, { type, version, schema, upcasters: options.upcasters ?? {} });
  return { type, schema, version };
}

export function eventDefinition(type: string): EventDefinition | undefined {
  return registry.get(type);
}

/** The version an event of this type is written with today. */
export function currentVersion(type: string): number {
  const definition = registry.get(type);
  if (!definition) throw new UnknownEventError(`No schema is declared for event type ${type}`);
  return definition.version;
}

/** Upcasts and validates one stored event; throws on an unknown type or data that does not fit. */
export function parseEvent<E extends DomainEvent>(type: string, data: unknown, storedVersion = 1): E {
  const definition = registry.get(type);
  if (!definition) throw new UnknownEventError(`No schema is declared for event type ${type}`);
  let current = data;
  for (let v = storedVersion; v < definition.version; v++) current = definition.upcasters[v]!(current);
  const result = definition.schema.safeParse(current);
  if (!result.success) throw new InvalidEventError(type, result.error.message, result.error.issues);
  return { type, data: result.data } as E;
}

/** Event types declared so far; a test uses it to check every module registered its events. */
export function declaredEventTypes(): string[] {
  return [...registry.keys()];
}
