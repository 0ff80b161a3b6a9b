import { expect } from 'vitest';
import type { Decider } from '../../../domain/shared/decider.ts';
import { DomainError } from '../../../domain/shared/errors.ts';
import { currentVersion, readEvent } from '../../../domain/events.ts';

/** Whatever a decider decides must be storable: each event fits its declared schema unchanged. */
function storable<E>(events: E[]): E[] {
  // Stored as commands store them: with the type's current schema version.
  for (const event of events as { type: string; data: unknown }[]) expect(readEvent({ ...event, metadata: { v: currentVersion(event.type) } }).data).toEqual(event.data);
  return events;
}

/** given(events).when(command).then(events) — the shape of emmett's DeciderSpecification. */
export function deciderSpec<S, C, E>(decider: Decider<S, C, E>) {
  return (given: E[]) => ({
    when: (command: C) => {
      const run = () => decider.decide(command, given.reduce(decider.evolve, decider.initialState()));
      return {
        then: (expected: E[]) => expect(storable(run())).toEqual(expected),
        thenNothingHappens: () => expect(run()).toEqual([]),
        thenThrows: (code: string, details?: Record<string, unknown>) => {
          try {
            run();
          } catch (error) {
            expect(error).toBeInstanceOf(DomainError);
            expect((error as DomainError).code).toBe(code);
            if (details) expect((error as DomainError).details).toMatchObject(details);
            return;
          }
          throw new Error(`expected ${code}, but the command was accepted`);
        },
      };
    },
  });
}
