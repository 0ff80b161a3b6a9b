import type { z } from 'zod';
import type { DomainEvent } from './decider.ts';
import { defineEvent, type Upcaster } from './eventSchema.ts';

/** True only when A and B are mutually assignable; `satisfies` alone checks one direction. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Optional keys made required, at every depth, so a key missing on one side is a difference too. */
type Keys<T> = T extends readonly (infer U)[] ? Keys<U>[] : T extends object ? { [K in keyof T]-?: Keys<Exclude<T[K], undefined>> } : T;
type Exact<A, B> = Same<A, B> extends true ? Same<Keys<A>, Keys<B>> : false;

/**
 * `defineEvent` for an event type the domain already declares. The schema's output must be exactly
 * the event's data, so the TypeScript type and the stored shape cannot drift apart: a field added
 * to one and not the other fails typecheck here, naming the event.
 */
export function declareEvent<E extends DomainEvent>() {
  return <S extends z.ZodType<E['data']>>(
    type: E['type'],
    schema: S & (Exact<z.output<S>, E['data']> extends true ? unknown : { schemaDiffersFromType: E['type'] }),
    options?: { version?: number; upcasters?: Record<number, Upcaster> },
  ) => defineEvent(type, schema, options);
}
