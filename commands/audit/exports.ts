import { randomUUID } from 'node:crypto';
import { adminActivityDecider, adminActivityStream, type AuditFilters } from '../../domain/audit/adminActivity.ts';
import type { EventStore } from '../../infra/eventstore/port.ts';
import { handleCommand } from '../handleCommand.ts';
import { cipherFor, sealedContext } from '../users/personal.ts';
import type { UserDeps } from '../users/run.ts';

/**
 * Records that an admin read a history out as a file, before the first row is sent: an export
 * that breaks off half-way was still an export. The IP is sealed with the admin's own key.
 */
export async function recordAuditExport(store: EventStore, adminId: string, subject: string, filters: AuditFilters, deps: UserDeps) {
  const cipher = await cipherFor(deps.vault, store, adminId, deps.now());
  const command = { type: 'RecordAuditExport' as const, data: { exportId: randomUUID(), adminId, subject, filters, now: deps.now().toISOString() } };
  return handleCommand(store, adminActivityStream(adminId), adminActivityDecider, command, { context: sealedContext(deps.context, cipher) });
}
