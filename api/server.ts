import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { concatMap, from, Observable, share } from 'rxjs';
import type { Config } from '../infra/config.ts';
import { createBackends } from '../infra/backends.ts';
import type { Logger } from '../infra/logger.ts';
import type { EventStore, RecordedEvent } from '../infra/eventstore/port.ts';
import { EmbeddedReadStore } from '../infra/readstore/embedded.ts';
import { restoreSnapshot, saveSnapshot } from '../infra/readstore/snapshot.ts';
import { resolveJwtSecret } from '../infra/security/jwtSecret.ts';
import { withTimeout } from '../infra/timeout.ts';
import { ProjectionRunner } from '../projections/runner.ts';
import { RemoteProgress } from '../projections/remoteProgress.ts';
import { projections } from '../projections/registry.ts';
import { comparePositions } from '../infra/eventstore/port.ts';
import { createApp } from './app.ts';
import type { AppContext } from './context.ts';
import { FEED_PROJECTION } from './ws/changes.ts';
import { LiveFeed } from './ws/feed.ts';
import { attachFeed } from './ws/server.ts';
import { trackInFlight } from './inFlight.ts';
import { createMailer } from '../infra/mail/mailer.ts';
import { MailOutbox } from '../infra/mail/outbox.ts';
import { deriveKey } from '../infra/security/secrets.ts';
import { revokedSessions } from '../infra/security/revocations.ts';
import { ensureAdmin } from '../commands/users/ensureAdmin.ts';
import { withPersonKeyStore } from '../infra/security/personKeyStore.ts';
import { vaultOf } from './routes/authKit.ts';
import type { SessionsRevoked } from '../domain/users/credentials.ts';

export type RunningServer = { url: string | undefined; close: () => Promise<void> };

const STARTUP_PROBE_MS = 10_000;

/**
 * Assembles one process: the API, the projector, or both (ROLE). Stores are probed first so a
 * wrong URL fails start-up with a clear message instead of hanging.
 */
export async function startServer(config: Config, log: Logger): Promise<RunningServer> {
  const { events, readStore: backendReadStore } = createBackends(config);
  await withTimeout(events.ping(), STARTUP_PROBE_MS, `The event store (${events.kind}) did not answer within 10 s`);
  await withTimeout(backendReadStore.ping(), STARTUP_PROBE_MS, `The read store (${backendReadStore.kind}) did not answer within 10 s`);

  const snapshotFile = join(config.DATA_DIR, 'readmodels.snapshot');
  const embedded = backendReadStore instanceof EmbeddedReadStore ? backendReadStore : undefined;
  const jwtSecret = resolveJwtSecret(config.JWT_SECRET, config.DATA_DIR);
  // Person keys: wrapped with a key from the JWT secret; on the embedded backend in their own file (docs/SECURITY.md).
  const readStore = withPersonKeyStore(backendReadStore, {
    kek: deriveKey(jwtSecret, 'person-keys-v1'),
    file: embedded ? join(config.DATA_DIR, 'person-keys.db') : undefined,
  });
  if (embedded && (await restoreSnapshot(embedded, snapshotFile))) log.info('read models restored from snapshot');

  const runsProjector = config.ROLE !== 'api';
  const runner = runsProjector ? new ProjectionRunner(events, readStore, projections, log) : undefined;
  if (runner) await runner.start();
  // Mail goes out from the process that projects, so exactly one process sends it.
  const mailer = runsProjector ? createMailer(config, log) : undefined;
  const outbox = mailer
    ? new MailOutbox(events, readStore, mailer, { key: deriveKey(jwtSecret, 'mail-v1'), retryBaseMs: config.MAIL_RETRY_BASE_MS, log })
    : undefined;
  await outbox?.start();
  let snapshotTimer: NodeJS.Timeout | undefined;
  const snapshot = async () => {
    if (!embedded || !runner) return;
    await runner.flush();
    await saveSnapshot(embedded, snapshotFile);
  };
  if (embedded && runner) {
    snapshotTimer = setInterval(() => void snapshot().catch((err: unknown) => log.error({ err }, 'snapshot failed')), config.SNAPSHOT_INTERVAL_S * 1000);
    snapshotTimer.unref();
  }

  if (config.ROLE === 'projector') {
    log.info({ eventStore: events.kind, readStore: readStore.kind }, 'projector running');
    return {
      url: undefined,
      close: async () => {
        await outbox?.stop();
        mailer?.close();
        await runner?.stop();
        await Promise.all([events.close(), readStore.close()]);
      },
    };
  }

  const remote = runner ? undefined : new RemoteProgress(readStore, projections.map((p) => p.name));
  await remote?.refresh();
  const progress = runner ?? remote!;
  const projected$ = runner ? runner.applied$.asObservable() : followProjected(events, remote!);

  const ctx: AppContext = {
    config,
    log,
    events,
    readStore,
    progress,
    projected$,
    // One stream for now: the runner emits an event once every projection has it.
    projectedBy: () => projected$,
    jwtSecret,
    now: () => new Date(),
    projectionsReady: async () => {
      if (runner) {
        const lag = await runner.lag();
        return { caughtUp: lag.caughtUp && !runner.failed, detail: lag.projections };
      }
      const [head, at] = [await events.headPosition(), await remote!.refresh()];
      return { caughtUp: !head || (at !== undefined && comparePositions(at, head) >= 0), detail: {} };
    },
  };

  const revocations = projected$.subscribe((event) => {
    if (event.type !== 'SessionsRevoked') return;
    const { sessionIds, familyIds } = event.data as SessionsRevoked['data'];
    revokedSessions.add([...sessionIds, ...familyIds]);
  });
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) await ensureAdmin(events, vaultOf(ctx), config.ADMIN_EMAIL, config.ADMIN_PASSWORD, { now: ctx.now });

  const app = createApp(ctx);
  const server = createServer(app);
  const inFlight = trackInFlight(server);
  // The feed's start and subscription are taken together, so it knows which events it will see live.
  const feed = new LiveFeed({ events, store: readStore, log, projected$: ctx.projectedBy(FEED_PROJECTION), startedAt: progress.current(), revocations$: projected$ });
  const wss = attachFeed(server, feed, {
    secret: ctx.jwtSecret,
    log,
    appUrl: config.APP_URL,
    development: config.NODE_ENV === 'development',
    limitAttempts: config.RATE_LIMITS === 'on',
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.HOST}:${port}`;
  log.info({ url, role: config.ROLE, eventStore: events.kind, readStore: readStore.kind }, 'listening');

  return {
    url,
    close: async () => {
      // Stop taking work, let commands in flight finish, then stop projecting and persist.
      for (const client of wss.clients) client.close(1001, 'Server shutting down');
      wss.close();
      feed.stop();
      await inFlight.drain(server);
      clearInterval(snapshotTimer);
      remote?.stop();
      revocations.unsubscribe();
      await outbox?.stop();
      mailer?.close();
      await runner?.stop();
      if (embedded && runner) await saveSnapshot(embedded, snapshotFile).catch((err: unknown) => log.error({ err }, 'snapshot failed'));
      await Promise.all([events.close(), readStore.close()]);
    },
  };
}

/**
 * For an API process without its own projector: follow the log from its head, and let each event
 * through once the remote projector's checkpoint has passed it.
 */
function followProjected(events: EventStore, progress: RemoteProgress): Observable<RecordedEvent> {
  return new Observable<RecordedEvent>((subscriber) => {
    const controller = new AbortController();
    void (async () => {
      const head = await events.headPosition();
      for await (const event of events.subscribeToAll({ after: head, signal: controller.signal })) subscriber.next(event);
    })().catch((error: unknown) => subscriber.error(error));
    return () => controller.abort();
  }).pipe(
    concatMap((event) => from(progress.waitFor(event.position, 10_000).then(() => event))),
    share(),
  );
}
