import { join } from 'node:path';
import type { Config } from '../infra/config.ts';
import type { Logger } from '../infra/logger.ts';
import type { EventStore } from '../infra/eventstore/port.ts';
import type { MappedReadStore } from '../infra/readstore/mapped.ts';
import { FileLease, LeaseKeeper, ReadStoreLease, leaseOwner, type Lease } from '../infra/readstore/lease.ts';
import { createMailer } from '../infra/mail/mailer.ts';
import { MailOutbox } from '../infra/mail/outbox.ts';
import { deriveKey } from '../infra/security/secrets.ts';
import { ProjectorHost } from '../projections/runtime/host.ts';
import { projections } from '../projections/registry.ts';
import { CheckpointStore } from '../infra/readstore/checkpoints.ts';
import { BookingProcess, BOOKING_PROCESS } from '../commands/consultations/bookingProcess.ts';
import { armFaults } from '../commands/consultations/faults.ts';
import { vaultOf } from './vault.ts';
import { bookingChatOpener } from './bookingChat.ts';

export const MAIL_LEASE = 'mail';
const LEASE_TTL_MS = 9_000;

export type Projector = { host: ProjectorHost; outboxPending(): number; close(): Promise<void> };

/**
 * The background work of a process: projections and the mail sender. Processes that may project
 * compete for the projector lease (in MongoDB, or in a small SQLite file in DATA_DIR beside the
 * embedded read store); the holder runs the projections into the shared read store, the others
 * follow its checkpoints and take over when it goes. Only the holder of the mail lease sends mail
 * (and each mail is claimed on its stream).
 */
export async function startProjector(
  config: Config,
  log: Logger,
  deps: { events: EventStore; readStore: MappedReadStore; embedded: boolean; jwtSecret: string; now: () => Date },
): Promise<Projector> {
  const { events, readStore, embedded } = deps;
  const mayProject = config.ROLE !== 'api';
  const lease: Lease = embedded ? new FileLease(join(config.DATA_DIR, 'leases.db')) : new ReadStoreLease(readStore.inner);
  const owner = leaseOwner();
  const host = new ProjectorHost(events, readStore, projections, {
    log,
    mode: mayProject ? 'lease' : 'never',
    lease,
    owner,
    leaseTtlMs: LEASE_TTL_MS,
    // read$ listeners (session revocation in server.ts, the feed) need these whichever projections handle them.
    runner: { alsoRead: ['SessionsRevoked', 'PersonalDataErased'] },
  });
  await host.start();

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
      await bookingLease?.stop();
      await mailLease?.stop();
      mailer?.close();
      await host.stop();
      lease.close();
    },
  };
}
