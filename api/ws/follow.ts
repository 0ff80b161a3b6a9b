import { Observable } from 'rxjs/internal/Observable';
import { comparePositions, type Position, type RecordedEvent } from '../../infra/eventstore/port.ts';
import type { Logger } from '../../infra/logger.ts';

/**
 * Events waiting for the slowest projection. A halted projection must not hold the feed (and this
 * memory) for ever: past this many the feed goes on without it, and frames built from that
 * projection's model may show it a little behind until it resumes.
 */
export const MAX_WAITING = 10_000;

/**
 * Each event once every one of `sources` has emitted it (the slowest projection), in log order.
 * Every projection's feed emits every event of the log in order (handled or not), so the minimum
 * of their last positions is how far all of them have come. Emitting each event once and in order
 * keeps `pos` one total order, which is what makes `since` exact with several read models.
 */
export function allHave(sources: readonly Observable<RecordedEvent>[], log?: Logger): Observable<RecordedEvent> {
  if (sources.length === 1) return sources[0]!;
  return new Observable<RecordedEvent>((subscriber) => {
    const latest: (Position | undefined)[] = sources.map(() => undefined);
    const waiting: RecordedEvent[] = [];
    let queuedUpTo: Position | undefined;
    let warned = false;

    const release = () => {
      let floor: Position | undefined = latest[0];
      for (const p of latest) if (!p || (floor && comparePositions(p, floor) < 0)) floor = p;
      let i = 0;
      for (; i < waiting.length; i++) {
        const event = waiting[i]!;
        const overdue = waiting.length - i > MAX_WAITING;
        if (!overdue && (!floor || comparePositions(event.position, floor) > 0)) break;
        if (overdue && !warned) {
          warned = true;
          log?.warn({ waiting: waiting.length }, 'live feed: a projection is far behind; frames go on without it');
        }
        subscriber.next(event);
      }
      if (i > 0) waiting.splice(0, i);
      if (i > 0 && waiting.length === 0) warned = false;
    };

    const subscriptions = sources.map((source, index) =>
      source.subscribe({
        next: (event) => {
          latest[index] = event.position;
          if (!queuedUpTo || comparePositions(event.position, queuedUpTo) > 0) {
            waiting.push(event);
            queuedUpTo = event.position;
          }
          release();
        },
        error: (err: unknown) => subscriber.error(err),
      }),
    );
    return () => {
      for (const s of subscriptions) s.unsubscribe();
    };
  });
}
