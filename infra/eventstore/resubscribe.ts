import { setTimeout as sleep } from 'node:timers/promises';
import { comparePositions, type Position, type RecordedEvent } from './port.ts';

export const RESUBSCRIBE_MIN_MS = 100;
export const RESUBSCRIBE_MAX_MS = 5_000;

export type OpenSubscription = (
  from: Position | undefined,
  /** The server's filtered scan has passed this position; resuming from it skips what it already scanned. */
  checkpoint: (position: Position) => void,
) => AsyncIterable<RecordedEvent>;

/**
 * Follows a subscription across drops: when it fails or ends while the signal is live, it is
 * reopened from the furthest position seen (event or checkpoint) after an exponential back-off,
 * and anything at or before the last yielded event is not yielded twice.
 */
export async function* resubscribing(options: {
  after?: Position;
  signal: AbortSignal;
  open: OpenSubscription;
  onDrop: (error: unknown, retryInMs: number) => void;
}): AsyncGenerator<RecordedEvent> {
  const { signal, open, onDrop } = options;
  let last = options.after;
  let resume = options.after;
  const advance = (p: Position) => {
    if (!resume || comparePositions(p, resume) > 0) resume = p;
  };
  let delay = RESUBSCRIBE_MIN_MS;
  while (!signal.aborted) {
    let failure: unknown = new Error('the subscription ended');
    try {
      for await (const event of open(resume, advance)) {
        if (last && comparePositions(event.position, last) <= 0) continue;
        last = event.position;
        advance(last);
        delay = RESUBSCRIBE_MIN_MS;
        yield event;
        if (signal.aborted) return;
      }
    } catch (error) {
      failure = error;
    }
    if (signal.aborted) return;
    onDrop(failure, delay);
    // Ends early when the signal aborts; the timer's abort listener is removed either way.
    await sleep(delay, undefined, { signal }).catch(() => undefined);
    delay = Math.min(delay * 2, RESUBSCRIBE_MAX_MS);
  }
}

/** What a drop may log: names, codes and the message with any credentials of a URL taken out. */
export function describeDrop(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { name: typeof error };
  const { code, type } = error as Error & { code?: unknown; type?: unknown };
  return { name: error.name, code, type, message: error.message.replace(/\/\/[^@/\s]*@/g, '//[redacted]@') };
}
