import { describe, it, expect, vi, afterEach } from 'vitest';
import { describeDrop, resubscribing, type OpenSubscription } from '../../../infra/eventstore/resubscribe.ts';
import type { Position, RecordedEvent } from '../../../infra/eventstore/port.ts';

const at = (n: number): Position => ({ commit: BigInt(n), prepare: BigInt(n) });
const event = (n: number): RecordedEvent => ({
  id: `e${n}`,
  streamName: 's-1',
  revision: n,
  position: at(n),
  type: 'Noted',
  data: { n },
  metadata: {},
  createdAt: '2026-01-01T00:00:00.000Z',
});

/** A source whose every opening is scripted: events to yield, an optional checkpoint, then a failure or a hang. */
function scripted(openings: { events?: number[]; checkpoint?: number; fail?: boolean }[]) {
  const from: (number | undefined)[] = [];
  const open: OpenSubscription = (position, checkpoint) => {
    from.push(position === undefined ? undefined : Number(position.commit));
    const script = openings.shift() ?? {};
    return (async function* () {
      for (const n of script.events ?? []) yield event(n);
      if (script.checkpoint !== undefined) checkpoint(at(script.checkpoint));
      if (script.fail) throw new Error('14 UNAVAILABLE: connection to esdb://admin:changeit@db:2113 lost');
      await new Promise(() => {});
    })();
  };
  return { open, from };
}

afterEach(() => vi.useRealTimers());

describe('resubscribing', () => {
  it('reopens from the furthest position seen with doubling delays capped at 5 s, and yields nothing twice', async () => {
    vi.useFakeTimers({ fakeNodeBuiltins: true });
    const failures = Array.from({ length: 7 }, () => ({ fail: true }));
    const source = scripted([
      { events: [1, 2], fail: true },
      { events: [2, 3], checkpoint: 9, fail: true },
      ...failures,
      { events: [10] },
    ]);
    const delays: number[] = [];
    const controller = new AbortController();
    const seen: number[] = [];
    const done = (async () => {
      for await (const e of resubscribing({ signal: controller.signal, open: source.open, onDrop: (_, ms) => delays.push(ms) })) {
        seen.push(Number(e.position.commit));
        if (seen.at(-1) === 10) controller.abort();
      }
    })();
    for (let i = 0; i < 12 && !controller.signal.aborted; i++) await vi.advanceTimersByTimeAsync(5_000);
    await done;
    expect(seen).toEqual([1, 2, 3, 10]);
    expect(source.from).toEqual([undefined, 2, 9, 9, 9, 9, 9, 9, 9, 9]);
    // An event in the second opening resets the back-off, so it starts again at 100 ms.
    expect(delays).toEqual([100, 100, 200, 400, 800, 1_600, 3_200, 5_000, 5_000]);
  });

  it('stops at once when aborted during the back-off', async () => {
    vi.useFakeTimers({ fakeNodeBuiltins: true });
    const source = scripted([{ events: [5], fail: true }]);
    const controller = new AbortController();
    const seen: number[] = [];
    const done = (async () => {
      for await (const e of resubscribing({ after: at(4), signal: controller.signal, open: source.open, onDrop: () => controller.abort() })) {
        seen.push(Number(e.position.commit));
      }
    })();
    await vi.advanceTimersByTimeAsync(0);
    await done;
    expect(seen).toEqual([5]);
    expect(source.from).toEqual([4]);
  });

  it('treats a subscription that ends on its own as dropped', async () => {
    vi.useFakeTimers({ fakeNodeBuiltins: true });
    const ends: OpenSubscription = () => (async function* () {})();
    const controller = new AbortController();
    const errors: unknown[] = [];
    const done = (async () => {
      for await (const _ of resubscribing({ signal: controller.signal, open: ends, onDrop: (e) => errors.push(e) })) void _;
    })();
    await vi.advanceTimersByTimeAsync(300);
    controller.abort();
    await done;
    expect(errors.length).toBeGreaterThanOrEqual(2);
    expect(String(errors[0])).toMatch(/ended/);
  });
});

describe('describeDrop', () => {
  it('keeps the name, code and message of a drop but not the credentials of a URL in it', () => {
    const error = Object.assign(new Error('14 UNAVAILABLE: connection to esdb://admin:changeit@db:2113 lost'), { code: 14 });
    const described = describeDrop(error);
    expect(described).toMatchObject({ name: 'Error', code: 14, message: '14 UNAVAILABLE: connection to esdb://[redacted]@db:2113 lost' });
    expect(JSON.stringify(described)).not.toContain('changeit');
  });
});
