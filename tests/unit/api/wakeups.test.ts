import { Subject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../../api/context.ts';
import { runScheduler, WAKE_COALESCE_MS } from '../../../api/wakeups.ts';
import type { RecordedEvent } from '../../../infra/eventstore/port.ts';

const event = (type: string) => ({ type }) as RecordedEvent;

describe('a time-driven job woken by read-model changes', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('looks once at start, once for a burst of changes, and again for a change after it', async () => {
    const projected = new Subject<RecordedEvent>();
    const ctx = { projectedBy: () => projected.asObservable(), clock: {} } as unknown as AppContext;
    const wake = vi.fn(async () => {});
    const job = runScheduler(ctx, { wake, stop: async () => {} }, 'bookings', new Set(['BookingConfirmed']));
    expect(wake).toHaveBeenCalledTimes(1);

    for (let i = 0; i < 64; i++) projected.next(event('BookingConfirmed'));
    projected.next(event('SomethingElse'));
    await vi.advanceTimersByTimeAsync(WAKE_COALESCE_MS);
    expect(wake).toHaveBeenCalledTimes(2);

    projected.next(event('BookingConfirmed'));
    await vi.advanceTimersByTimeAsync(WAKE_COALESCE_MS);
    expect(wake).toHaveBeenCalledTimes(3);
    await job.stop();
  });
});
