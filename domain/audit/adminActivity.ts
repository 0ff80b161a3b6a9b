import type { Decider, DomainEvent } from '../shared/decider.ts';

/**
 * What an admin did that changes no record but must still be on the record (issue 11): reading the
 * audit history out as a file, asking the projection runtime for a rebuild, a retry or a skip. Each admin has a stream `adminActivity-<adminId>`; the request's IP
 * sits in the metadata, sealed with the admin's own key like any user-stream context.
 */
export type AuditFilters = { actor: string | null; type: string | null; from: string | null; to: string | null };

export type AuditExported = DomainEvent<
  'AuditExported',
  { exportId: string; adminId: string; subject: string; filters: AuditFilters; exportedAt: string }
>;

/** An admin asked for a projection to be rebuilt, or a parked event retried or skipped (GET /admin/projections). */
export type ProjectionAction = 'rebuild' | 'retry' | 'skip';
export type ProjectionMaintenanceRequested = DomainEvent<
  'ProjectionMaintenanceRequested',
  { requestId: string; adminId: string; action: ProjectionAction; target: string; requestedAt: string }
>;

/**
 * The back office's users export (GET /admin/users/export). `personal` says whether names and
 * addresses left in the file; `filters.q` is search text, which may name a person (sealed in the log).
 */
export type UsersExportFormat = 'csv' | 'json';
export type UsersExportFilters = {
  q: string | null;
  role: string | null;
  tier: string | null;
  verified: boolean | null;
  onboarded: boolean | null;
  disabled: boolean | null;
  sort: string;
};
export type UsersExported = DomainEvent<
  'UsersExported',
  { exportId: string; adminId: string; format: UsersExportFormat; personal: boolean; filters: UsersExportFilters; exportedAt: string }
>;

export type AdminActivityEvent = AuditExported | UsersExported | ProjectionMaintenanceRequested;

export type RecordAuditExport = {
  type: 'RecordAuditExport';
  data: { exportId: string; adminId: string; subject: string; filters: AuditFilters; now: string };
};
export type RecordProjectionMaintenance = {
  type: 'RecordProjectionMaintenance';
  data: { requestId: string; adminId: string; action: ProjectionAction; target: string; now: string };
};
export type RecordUsersExport = {
  type: 'RecordUsersExport';
  data: { exportId: string; adminId: string; format: UsersExportFormat; personal: boolean; filters: UsersExportFilters; now: string };
};
export type AdminActivityCommand = RecordAuditExport | RecordUsersExport | RecordProjectionMaintenance;

/** Only the last request's id: enough to make a retried request record nothing twice. */
export type AdminActivityState = { actions: number; lastId: string | null };

export const initialState = (): AdminActivityState => ({ actions: 0, lastId: null });

export function evolve(state: AdminActivityState, event: AdminActivityEvent): AdminActivityState {
  return { actions: state.actions + 1, lastId: event.type === 'ProjectionMaintenanceRequested' ? event.data.requestId : event.data.exportId };
}

export function decide(command: AdminActivityCommand, state: AdminActivityState): AdminActivityEvent[] {
  if (command.type === 'RecordAuditExport') {
    const { exportId, adminId, subject, filters, now } = command.data;
    if (state.lastId === exportId) return [];
    return [{ type: 'AuditExported', data: { exportId, adminId, subject, filters, exportedAt: now } }];
  }
  if (command.type === 'RecordUsersExport') {
    const { exportId, now, ...rest } = command.data;
    if (state.lastId === exportId) return [];
    return [{ type: 'UsersExported', data: { exportId, ...rest, exportedAt: now } }];
  }
  const { requestId, adminId, action, target, now } = command.data;
  if (state.lastId === requestId) return [];
  return [{ type: 'ProjectionMaintenanceRequested', data: { requestId, adminId, action, target, requestedAt: now } }];
}

export const adminActivityDecider: Decider<AdminActivityState, AdminActivityCommand, AdminActivityEvent> = { initialState, evolve, decide };

export const adminActivityStream = (adminId: string): string => `adminActivity-${adminId}`;
