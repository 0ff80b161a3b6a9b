import type { Logger } from '../../infra/logger.ts';

/**
 * Swapped-out read-model collections, dropped after a grace period so processes that have not seen
 * the swap yet keep reading them meanwhile. A stop drops what is still waiting at once.
 */
export class DelayedDrops {
  readonly #drops = new Set<{ timer: NodeJS.Timeout; run: () => Promise<void> }>();
  readonly #dropCollection: (name: string) => Promise<void>;
  readonly #afterMs: number;
  readonly #log: Logger;

  constructor(dropCollection: (name: string) => Promise<void>, afterMs: number, log: Logger) {
    this.#dropCollection = dropCollection;
    this.#afterMs = afterMs;
    this.#log = log;
  }

  schedule(collections: string[]): void {
    if (collections.length === 0) return;
    const drop = {
      run: async () => {
        this.#drops.delete(drop);
        for (const c of collections) await this.#dropCollection(c);
      },
      timer: setTimeout(() => void drop.run().catch((err: unknown) => this.#log.error({ err }, 'dropping an old read model failed')), this.#afterMs),
    };
    drop.timer.unref();
    this.#drops.add(drop);
  }

  async runAll(): Promise<void> {
    for (const drop of [...this.#drops]) {
      clearTimeout(drop.timer);
      await drop.run().catch(() => undefined);
    }
  }
}
