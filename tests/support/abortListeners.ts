import { getEventListeners } from 'node:events';
import { vi } from 'vitest';

/**
 * Watches every AbortSignal that is given an 'abort' listener from now on; `live()` counts the
 * listeners still attached to them. An abortable wait that does not remove its listener when it
 * ends shows up here as one more listener per wait (issue 24).
 */
export function watchAbortListeners() {
  const add = vi.spyOn(EventTarget.prototype, 'addEventListener');
  const signals = () => new Set(add.mock.contexts.filter((target, i): target is AbortSignal => target instanceof AbortSignal && add.mock.calls[i]![0] === 'abort'));
  return {
    live: () => [...signals()].reduce((n, signal) => n + getEventListeners(signal, 'abort').length, 0),
    [Symbol.dispose]: () => add.mockRestore(),
  };
}
