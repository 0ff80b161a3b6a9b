import type { Observable, Subscription } from 'rxjs';
import { Subject } from 'rxjs/internal/Subject';
import type { EventStore, Position, RecordedEvent } from '../../infra/eventstore/port.ts';
import type { Logger } from '../../infra/logger.ts';
import type { MappedReadStore } from '../../infra/readstore/mapped.ts';
import { LeaseKeeper, type Lease } from '../../infra/readstore/lease.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import type { Projection } from '../projection.ts';
import type { ProjectionControl, ProjectionProgress, ProjectionState } from '../progress.ts';
import { ProjectionRunner, type RunnerOptions } from '../runner.ts';
import { RemoteProgress, followLog } from '../remoteProgress.ts';
import { ParkedEvents, type ParkedEvent } from './parked.ts';

export const PROJECTOR_LEASE = 'projector';
/** How often a process without its own projector looks for read models swapped in elsewhere. */
const FOLLOW_SWAPS_MS = 1_000;

export type HostOptions = {
  log: Logger;
  /**
   * 'always': this process projects into its own read store (tests with an in-memory one).
   * 'never': ROLE=api, it follows a projector elsewhere. 'lease': projects while it holds the
   * projector lease of a shared read store, and follows the holder otherwise.
   */
  mode: 'always' | 'never' | 'lease';
  lease?: Lease;
  owner?: string;
  leaseTtlMs?: number;
  runner?: RunnerOptions;
};

/**
 * The projections as the rest of a process sees them, wherever they run: a local runner, or the
 * checkpoints of a remote one. A process in 'lease' mode switches between the two as it wins or
 * loses the lease; listeners of `read$` and `projectedBy` are carried across the switch.
 */
export class ProjectorHost implements ProjectionProgress, ProjectionControl {
  readonly #events: EventStore;
  readonly #store: MappedReadStore;
  readonly #projections: Projection[];
  readonly #options: HostOptions;
  readonly #read = new Subject<RecordedEvent>();
  readonly #byName = new Map<string, Subject<RecordedEvent>>();
  readonly #remote: RemoteProgress;
  #runner: ProjectionRunner | undefined;
  #keeper: LeaseKeeper | undefined;
  #links: Subscription[] = [];
  #stopping = false;

  constructor(events: EventStore, store: MappedReadStore, projections: Projection[], options: HostOptions) {
    this.#events = events;
    this.#store = store;
    this.#projections = projections;
    this.#options = options;
    this.#remote = new RemoteProgress(store, projections.map((p) => p.name));
    for (const p of projections) this.#byName.set(p.name, new Subject());
  }

  /** Whether this process runs the projections right now. */
  get local(): boolean {
    return this.#runner !== undefined;
  }

  /** The local runner, when there is one. */
  get runner(): ProjectionRunner | undefined {
    return this.#runner;
  }

  async start(): Promise<void> {
    const { mode, log } = this.#options;
    if (mode === 'always') return this.#becomeLocal();
    if (mode === 'lease' && this.#options.lease && this.#options.owner) {
      this.#keeper = new LeaseKeeper(this.#options.lease, PROJECTOR_LEASE, this.#options.owner, {
        ttlMs: this.#options.leaseTtlMs ?? 9_000,
        log,
        onAcquired: () => this.#becomeLocal(),
        onLost: () => (this.#stopping ? this.#unlink() : this.#becomeRemote()),
      });
      await this.#keeper.start();
      if (this.#keeper.held) return;
    }
    await this.#becomeRemote();
  }

  async #becomeLocal(): Promise<void> {
    await this.#unlink();
    this.#store.unfollow();
    const runner = new ProjectionRunner(this.#events, this.#store, this.#projections, this.#options.log, this.#options.runner);
    await runner.start();
    this.#runner = runner;
    this.#links = [forward(runner.read$, this.#read), ...[...this.#byName].map(([name, s]) => forward(runner.projected(name), s))];
  }

  async #becomeRemote(): Promise<void> {
    await this.#unlink();
    await this.#store.refresh();
    this.#store.follow(FOLLOW_SWAPS_MS, (err) => this.#options.log.warn({ err }, 'reading the collection map failed'));
    await this.#remote.refresh();
    const log$ = followLog(this.#events);
    this.#links = [forward(log$, this.#read), ...[...this.#byName].map(([name, s]) => forward(this.#remote.projected(log$, name), s))];
  }

  async #unlink(): Promise<void> {
    for (const link of this.#links.splice(0)) link.unsubscribe();
    const runner = this.#runner;
    this.#runner = undefined;
    await runner?.stop();
  }

  /** Events once read from the log (every live one; see ProjectionRunner.read$); it does not wait for any projection. */
  get read$(): Observable<RecordedEvent> {
    return this.#read.asObservable();
  }

  /** Events in log order, each once the named projection's read model includes it. */
  projectedBy(name: string): Observable<RecordedEvent> {
    const subject = this.#byName.get(name);
    if (!subject) throw new Error(`Unknown projection ${name}`);
    return subject.asObservable();
  }

  current(): Position | undefined {
    return (this.#runner ?? this.#remote).current();
  }

  waitFor(position: Position, timeoutMs: number, projections?: readonly string[]): Promise<boolean> {
    return (this.#runner ?? this.#remote).waitFor(position, timeoutMs, projections);
  }

  async states(): Promise<{ ready: boolean; projections: ProjectionState[] }> {
    return this.#runner ? this.#runner.states() : this.#remote.states(await this.#events.headPosition());
  }

  parkedEvents(): Promise<ParkedEvent[]> {
    return this.#runner ? this.#runner.parkedEvents() : new ParkedEvents(this.#store).list();
  }

  async retryParked(id: string): Promise<void> {
    return this.#localRunner().retryParked(id);
  }

  async skipParked(id: string): Promise<void> {
    return this.#localRunner().skipParked(id);
  }

  async rebuild(name: string): Promise<{ done: Promise<void> }> {
    return this.#localRunner().rebuild(name);
  }

  #localRunner(): ProjectionRunner {
    if (this.#runner) return this.#runner;
    throw new DomainError('NOT_READY', 'This process does not run the projections; send this to the projector process');
  }

  async stop(): Promise<void> {
    this.#stopping = true;
    if (this.#keeper) await this.#keeper.stop();
    await this.#unlink();
    this.#remote.stop();
    this.#read.complete();
    for (const s of this.#byName.values()) s.complete();
  }
}

/** Passes events on, but not the source's end: a runner that stops is replaced, the listeners stay. */
function forward(source: Observable<RecordedEvent>, into: Subject<RecordedEvent>): Subscription {
  return source.subscribe({ next: (event) => into.next(event), error: (err: unknown) => into.error(err) });
}
