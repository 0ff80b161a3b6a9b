import { randomUUID } from 'node:crypto';
import {
  adminActivityDecider,
  adminActivityStream,
  type AdminActivityCommand,
  type AuditFilters,
  type ProjectionAction,
  type UsersExportFilters,
  type UsersExportFormat,
} from '../../domain/audit/adminActivity.ts';
import type { EventStore } from '../../infra/eventstore/port.ts';
import { handleCommand } from '../handleCommand.ts';
import { cipherFor, sealedContext, sealedDecider } from '../users/personal.ts';
import type { UserDeps } from '../users/run.ts';

/**
 * Records that an admin read a history out as a file, before the first row is sent: an export
 * that breaks off half-way was still an export. The IP is sealed with the admin's own key.
 */
export async function recordAuditExport(store: EventStore, adminId: string, subject: string, filters: AuditFilters, deps: UserDeps) {
  const command = { type: 'RecordAuditExport' as const, data: { exportId: randomUUID(), adminId, subject, filters, now: deps.now().toISOString() } };
  return onAdminActivity(store, adminId, command, deps);
}

/** Records a users export (GET /admin/users/export) before its first row, like an audit export; search text is sealed. */
export async function recordUsersExport(
  store: EventStore,
  adminId: string,
  export_: { format: UsersExportFormat; personal: boolean; filters: UsersExportFilters },
  deps: UserDeps,
) {
  const command = { type: 'RecordUsersExport' as const, data: { exportId: randomUUID(), adminId, ...export_, now: deps.now().toISOString() } };
  return onAdminActivity(store, adminId, command, deps);
}

/** Records a rebuild, retry or skip an admin asks for, before the runtime carries it out. */
export async function recordProjectionMaintenance(store: EventStore, adminId: string, action: ProjectionAction, target: string, deps: UserDeps) {
  const command = { type: 'RecordProjectionMaintenance' as const, data: { requestId: randomUUID(), adminId, action, target, now: deps.now().toISOString() } };
  return onAdminActivity(store, adminId, command, deps);
}

async function onAdminActivity(store: EventStore, adminId: string, command: AdminActivityCommand, deps: UserDeps) {
  const cipher = await cipherFor(deps.vault, store, adminId, deps.now());
  return handleCommand(store, adminActivityStream(adminId), sealedDecider(adminActivityDecider, cipher), command, { context: sealedContext(deps.context, cipher) });
}
