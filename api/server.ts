import { existsSync, rmSync } from 'node:fs';
import type { Express } from 'express';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Config } from '../infra/config.ts';
import { createBackends } from '../infra/backends.ts';
import type { Logger } from '../infra/logger.ts';
import { SqliteReadStore } from '../infra/readstore/sqlite.ts';
import { MappedReadStore } from '../infra/readstore/mapped.ts';
import { resolveJwtSecret } from '../infra/security/jwtSecret.ts';
import { withTimeout } from '../infra/timeout.ts';
import { startProjector } from './projector.ts';
import { createApp, openKnowledgeIndex } from './app.ts';
import { paymentsFromConfig } from '../infra/payments/fromConfig.ts';
import { createClock } from './testClock.ts';
import type { AppContext } from './context.ts';
import { FEED_PROJECTIONS } from './ws/changes.ts';
import { allHave } from './ws/follow.ts';
import { startReminders } from './reminders.ts';
import { LiveFeed } from './ws/feed.ts';
import { attachFeed } from './ws/server.ts';
import { trackInFlight } from './inFlight.ts';
import { Metrics, timeAppends } from './http/metrics.ts';
import { deriveKey } from '../infra/security/secrets.ts';
import { revokedSessions } from '../infra/security/revocations.ts';
import { ensureAdmin } from '../commands/users/ensureAdmin.ts';
import { withPersonKeyStore } from '../infra/security/personKeyStore.ts';
import { vaultOf } from './vault.ts';
import { setContextSealer } from '../commands/context.ts';
import { actorContextSealer } from '../commands/users/personal.ts';
import type { SessionsRevoked } from '../domain/users/credentials.ts';
import { readEvent } from '../domain/events.ts';
import { knowledgeImportedBefore, runKnowledgeImport } from '../commands/market/importKnowledge.ts';
import { readKnowledgeFiles, readKnowledgeFilesByTurns } from '../infra/content/import.ts';
import { seedArticles } from '../commands/articles/seed.ts';
import { readSeedArticles } from '../infra/content/articles.ts';
import { startArticleSchedule } from './articleSchedule.ts';
import { keepDataDirPrivate } from '../infra/security/privateDataDir.ts';
import { startSubscriptionSchedule } from './subscriptionSchedule.ts';

/** `app` is the Express app of an HTTP role: the OpenAPI coverage test walks its routes. */
export type RunningServer = { url: string | undefined; app?: Express; close: () => Promise<void> };

const STARTUP_PROBE_MS = 10_000;
// Taken as the CommonJS module: importing node:http from an ES module builds its ESM namespace, which
// reads every export, and the WebSocket and fetch getters among them load undici and http2 (about
// 80 ms of every start for clients the server never uses).
const { createServer } = process.getBuiltinModule('node:http');

/**
 * Assembles one process: the API, the projector, or both (ROLE). Stores are probed first so a
 * wrong URL fails start-up with a clear message instead of hanging.
 */
export async function startServer(config: Config, log: Logger): Promise<RunningServer> {
  keepDataDirPrivate(config.DATA_DIR);
  const backends = await createBackends(config);
  const metrics = new Metrics();
  const events = timeAppends(backends.events, metrics);
  const backendReadStore = backends.readStore;
  await withTimeout(events.ping(), STARTUP_PROBE_MS, `The event store (${events.kind}) did not answer within 10 s`);
  await withTimeout(backendReadStore.ping(), STARTUP_PROBE_MS, `The read store (${backendReadStore.kind}) did not answer within 10 s`);

  const embedded = backendReadStore instanceof SqliteReadStore;
  // Versions before the on-disk read store left a snapshot of every read model, personal data
  // included, which no erasure reaches any more; the read models are rebuilt from the log instead.
  const oldSnapshot = join(config.DATA_DIR, 'readmodels.snapshot');
  if (embedded && existsSync(oldSnapshot)) {
    rmSync(oldSnapshot, { force: true });
    log.info('removed the read-model snapshot of an older version; read models are now kept in readmodels.db');
  }
  const jwtSecret = resolveJwtSecret(config.JWT_SECRET, config.DATA_DIR);
  // Person keys: wrapped with a key from the JWT secret; on the embedded backend in their own file (docs/SECURITY.md).
  // Mapped outermost: queries name logical collections and follow rebuilds as they are swapped in.
  const readStore = new MappedReadStore(
    withPersonKeyStore(backendReadStore, {
      kek: deriveKey(jwtSecret, 'person-keys-v1'),
      file: embedded ? join(config.DATA_DIR, 'person-keys.db') : undefined,
    }),
  );

  // Projections and mail, each run by the process holding its lease (api/projector.ts).
  const clock = createClock(config);
  const projector = await startProjector(config, log, { events, readStore, embedded, jwtSecret, now: clock.now });
  // Every start brings the knowledge files into the log; unchanged files append nothing (issue 10). A first
  // start imports before it answers: there is nothing to search before. A restart serves what its last
  // import brought and imports again once it listens, a file per loop turn: reading and hashing the files
  // was a tenth of a restart, and a deploy's changed files show a moment after ready, as they would had
  // the deploy come that moment later (docs/DECISIONS.md, "Restart in under 1.5 s").
  const importLater = config.ROLE !== 'projector' && (await knowledgeImportedBefore(events));
  if (!importLater) await runKnowledgeImport(events, readKnowledgeFiles(), () => new Date(), log);
  // The shipped articles (Vision 2030, the test article) are drafted and published once (issue 12).
  await seedArticles(events, readSeedArticles(), () => new Date(), log);

  if (config.ROLE === 'projector') {
    log.info({ eventStore: events.kind, readStore: readStore.kind }, 'projector running');
    return {
      url: undefined,
      close: async () => {
        await projector.close();
        await Promise.all([events.close(), readStore.close()]);
      },
    };
  }

  const progress = projector.host;
  // Every event as it is read: revocations need no read model, so they wait for none.
  const projected$ = progress.read$;

  const ctx: AppContext = {
    config,
    log,
    events,
    readStore,
    progress,
    projected$,
    projectedBy: (name) => progress.projectedBy(name),
    jwtSecret,
    vault: vaultOf({ readStore, jwtSecret }),
    now: clock.now,
    clock,
    projections: progress,
    metrics,
  };

  const revocations = projected$.subscribe((event) => {
    if (event.type !== 'SessionsRevoked') return;
    const { sessionIds, familyIds } = readEvent<SessionsRevoked>(event).data;
    revokedSessions.add([...sessionIds, ...familyIds]);
  });
  // IPs and user agents in every stream's metadata are sealed with the acting person's key (docs/SECURITY.md).
  setContextSealer(actorContextSealer(ctx.vault, events, ctx.now));
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) await ensureAdmin(events, ctx.vault, config.ADMIN_EMAIL, config.ADMIN_PASSWORD, { now: ctx.now });

  const reminders = startReminders(ctx);
  const articleSchedule = startArticleSchedule(ctx);
  const subscriptionSchedule = startSubscriptionSchedule(ctx);
  const knowledgeIndex = openKnowledgeIndex(ctx);
  const app = createApp(ctx, { knowledgeIndex, payments: await paymentsFromConfig(config) });
  const server = createServer(app);
  const inFlight = trackInFlight(server);
  // The feed's start and subscription are taken together, so it knows which events it will see live.
  const followed$ = allHave(FEED_PROJECTIONS.map((name) => ctx.projectedBy(name)), log);
  const feed = new LiveFeed({ events, store: readStore, log, projected$: followed$, startedAt: progress.current(), revocations$: projected$ });
  const wss = attachFeed(server, feed, {
    secret: ctx.jwtSecret,
    log,
    appUrl: config.APP_URL,
    development: config.NODE_ENV === 'development',
    limitAttempts: config.RATE_LIMITS === 'on',
  });
  metrics.provide({ projections: () => progress.states(), wsConnections: () => wss.clients.size, outboxPending: projector.outboxPending });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.HOST}:${port}`;
  log.info({ url, role: config.ROLE, eventStore: events.kind, readStore: readStore.kind }, 'listening');
  const knowledgeImport = importLater
    ? readKnowledgeFilesByTurns()
        .then((files) => runKnowledgeImport(events, files, () => new Date(), log))
        .catch((err: unknown) => log.error({ err }, 'knowledge import failed; the knowledge already in the log stays as it was'))
    : undefined;

  return {
    url,
    app,
    close: async () => {
      // Stop taking work, let commands in flight finish, then stop projecting and persist.
      for (const client of wss.clients) client.close(1001, 'Server shutting down');
      wss.close();
      feed.stop();
      await inFlight.drain(server);
      await reminders.stop();
      await articleSchedule.stop();
      await subscriptionSchedule.stop();
      revocations.unsubscribe();
      await knowledgeImport;
      await knowledgeIndex.then((index) => index.close()).catch((err: unknown) => log.error({ err }, 'the search index could not be saved'));
      await projector.close();
      await Promise.all([events.close(), readStore.close()]);
    },
  };
}
