import { describe, it, expect } from 'vitest';
import { Subject } from 'rxjs';
import type { RecordedEvent } from '../../../infra/eventstore/port.ts';
import { MAX_WAITING, allHave } from '../../../api/ws/follow.ts';

const event = (n: number): RecordedEvent => ({
  id: `e${n}`, streamName: `s-${n}`, revision: 0, position: { commit: BigInt(n), prepare: BigInt(n) }, type: 'Something', data: {}, metadata: {}, createdAt: '',
});

function setup(count: number) {
  const sources = Array.from({ length: count }, () => new Subject<RecordedEvent>());
  const out: number[] = [];
  allHave(sources).subscribe((e) => out.push(Number(e.position.commit)));
  return { sources, out };
}

describe('allHave: the feed over several projections', () => {
  it('emits each event once, in log order, once every projection has it', () => {
    const { sources: [users, bookings], out } = setup(2);
    users!.next(event(1));
    users!.next(event(2));
    expect(out).toEqual([]);
    bookings!.next(event(1));
    expect(out).toEqual([1]);
    bookings!.next(event(2));
    bookings!.next(event(3));
    expect(out).toEqual([1, 2]);
    users!.next(event(3));
    expect(out).toEqual([1, 2, 3]);
  });

  it('waits for a third projection too', () => {
    const { sources, out } = setup(3);
    for (const s of sources.slice(0, 2)) s.next(event(5));
    expect(out).toEqual([]);
    sources[2]!.next(event(5));
    expect(out).toEqual([5]);
  });

  it('goes on without a projection that stays behind once too many events wait', () => {
    const { sources: [fast], out } = setup(2);
    for (let n = 1; n <= MAX_WAITING + 2; n++) fast!.next(event(n));
    expect(out).toEqual([1, 2]);
  });
});
