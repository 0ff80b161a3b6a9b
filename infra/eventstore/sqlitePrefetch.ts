import { Worker } from 'node:worker_threads';
import type { RecordedEvent } from './port.ts';

type Row = [number, string, string, number, string, unknown, Record<string, unknown>, string];

/**
 * Pipelined page reader for long catch-ups: while the caller projects one page, the worker is
 * already reading the next, so replay uses both cores.
 */
export class PrefetchingReader {
  readonly #worker: Worker;
  readonly #max: number;
  /** Event types as a JSON array, when the subscription is filtered by type. */
  readonly #types: string | undefined;
  #pending: Promise<string> | undefined;

  constructor(file: string, max: number, types?: string) {
    this.#worker = new Worker(new URL('./sqliteReader.worker.ts', import.meta.url), { workerData: { file } });
    this.#worker.unref();
    this.#max = max;
    this.#types = types;
  }

  #reply(): Promise<string> {
    return new Promise((resolve, reject) => {
      this.#worker.once('message', resolve);
      this.#worker.once('error', reject);
    }).finally(() => this.#worker.removeAllListeners('error')) as Promise<string>;
  }

  /** Returns the page after `after` and starts reading the one after it. */
  async next(after: number): Promise<RecordedEvent[]> {
    const text = await (this.#pending ?? this.#ask(after));
    this.#pending = undefined;
    const rows = JSON.parse(text) as Row[];
    const last = rows.at(-1);
    if (rows.length === this.#max && last) this.#pending = this.#ask(last[0]);
    return rows.map(toRecorded);
  }

  #ask(after: number): Promise<string> {
    const reply = this.#reply();
    this.#worker.postMessage({ after, max: this.#max, types: this.#types });
    return reply;
  }

  async close(): Promise<void> {
    await this.#pending?.catch(() => undefined);
    await this.#worker.terminate();
  }
}

function toRecorded([pos, id, streamName, revision, type, data, metadata, createdAt]: Row): RecordedEvent {
  const p = BigInt(pos);
  return { id, streamName, revision, position: { commit: p, prepare: p }, type, data, metadata, createdAt };
}
