import { join } from 'node:path';
import type { Config } from '../infra/config.ts';
import type { Logger } from '../infra/logger.ts';
import type { EventStore } from '../infra/eventstore/port.ts';
import type { EmbeddedReadStore } from '../infra/readstore/embedded.ts';
import type { MappedReadStore } from '../infra/readstore/mapped.ts';
import { saveSnapshot } from '../infra/readstore/snapshot.ts';
import { FileLease, LeaseKeeper, ReadStoreLease, leaseOwner, type Lease } from '../infra/readstore/lease.ts';
import { createMailer } from '../infra/mail/mailer.ts';
import { MailOutbox } from '../infra/mail/outbox.ts';
import { deriveKey } from '../infra/security/secrets.ts';
import { ProjectorHost, PROJECTOR_LEASE } from '../projections/runtime/host.ts';
import { projections } from '../projections/registry.ts';
import { CheckpointStore } from '../infra/readstore/checkpoints.ts';
import { BookingProcess, BOOKING_PROCESS } from '../commands/consultations/bookingProcess.ts';
import { armFaults } from '../commands/consultations/faults.ts';
import { vaultOf } from './routes/authKit.ts';
import { bookingChatOpener } from './routes/bookingChat.ts';

export const MAIL_LEASE = 'mail';
const LEASE_TTL_MS = 9_000;

export type Projector = { host: ProjectorHost; outboxPending(): number; close(): Promise<void> };

/**
 * The background work of a process: projections, the read-model snapshot and the mail sender.
 * - MongoDB: processes that may project compete for the projector lease; the holder runs the
 *   projections, the others follow its checkpoints and take over when it goes.
 * - Embedded: the read store is this process's memory, so it always projects to serve reads; the
 *   projector lease (a lock in DATA_DIR) only says who writes the snapshot.
 * - Both: only the holder of the mail lease sends mail (and each mail is claimed on its stream).
 */
export async function startProjector(
  config: Config,
  log: Logger,
  deps: { events: EventStore; readStore: MappedReadStore; embedded: EmbeddedReadStore | undefined; snapshotFile: string; jwtSecret: string; now: () => Date },
): Promise<Projector> {
  const { events, readStore, embedded, snapshotFile } = deps;
  const mayProject = config.ROLE !== 'api';
  const lease: Lease = embedded ? new FileLease(join(config.DATA_DIR, 'leases.db')) : new ReadStoreLease(readStore.inner);
  const owner = leaseOwner();
  const host = new ProjectorHost(events, readStore, projections, {
    log,
    mode: !mayProject ? 'never' : embedded ? 'always' : 'lease',
    lease,
    owner,
    leaseTtlMs: LEASE_TTL_MS,
    // read$ listeners (session revocation in server.ts, the feed) need these whichever projections handle them.
    runner: { alsoRead: ['SessionsRevoked', 'PersonalDataErased'] },
  });
  await host.start();

  const snapshot = async () => {
    if (!embedded || !host.runner) return;
    await host.runner.flush();
    await saveSnapshot(embedded, snapshotFile);
  };
  const snapshotLease =
    embedded && mayProject
      ? new LeaseKeeper(lease, PROJECTOR_LEASE, owner, { ttlMs: LEASE_TTL_MS, log, onAcquired: async () => {}, onLost: async () => {} })
      : undefined;
  await snapshotLease?.start();
  const snapshotTimer = setInterval(() => {
    if (snapshotLease?.held) void snapshot().catch((err: unknown) => log.error({ err }, 'snapshot failed'));
  }, config.SNAPSHOT_INTERVAL_S * 1000);
  snapshotTimer.unref();

  const mailer = mayProject ? createMailer(config, log) : undefined;
  let outbox: MailOutbox | undefined;
  const mailLease = mailer
    ? new LeaseKeeper(lease, MAIL_LEASE, owner, {
        ttlMs: LEASE_TTL_MS,
        log,
        onAcquired: async () => {
          outbox = new MailOutbox(events, readStore, mailer, { key: deriveKey(deps.jwtSecret, 'mail-v1'), retryBaseMs: config.MAIL_RETRY_BASE_MS, log, appUrl: config.APP_URL, bulkPerSecond: config.NEWSLETTER_SEND_PER_SECOND });
          await outbox.start();
        },
        onLost: async () => {
          await outbox?.stop();
          outbox = undefined;
        },
      })
    : undefined;
  await mailLease?.start();

  // The booking workflow (issue 18): one runner at a time, from its own checkpoint.
  armFaults(config.NODE_ENV, config.FAULTS);
  let bookingProcess: BookingProcess | undefined;
  const bookingLease = mayProject
    ? new LeaseKeeper(lease, BOOKING_PROCESS, owner, {
        ttlMs: LEASE_TTL_MS,
        log,
        onAcquired: async () => {
          const keys = { events, readStore, jwtSecret: deps.jwtSecret, now: deps.now };
          const openChat = bookingChatOpener(keys);
          bookingProcess = new BookingProcess(events, new CheckpointStore(readStore), { now: deps.now, vault: vaultOf(keys), openChat, sweepAfterMs: config.BOOKING_SWEEP_AFTER_S * 1000 }, log.child({ component: BOOKING_PROCESS }));
          await bookingProcess.start();
        },
        onLost: async () => {
          await bookingProcess?.stop();
          bookingProcess = undefined;
        },
      })
    : undefined;
  await bookingLease?.start();

  return {
    host,
    outboxPending: () => outbox?.pending ?? 0,
    close: async () => {
      clearInterval(snapshotTimer);
      await bookingLease?.stop();
      await mailLease?.stop();
      mailer?.close();
      await host.stop();
      if (snapshotLease?.held) await saveSnapshot(embedded!, snapshotFile).catch((err: unknown) => log.error({ err }, 'snapshot failed'));
      await snapshotLease?.stop();
      lease.close();
    },
  };
}
