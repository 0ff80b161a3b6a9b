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

export type AdminActivityEvent = AuditExported | ProjectionMaintenanceRequested;

export type RecordAuditExport = {
  type: 'RecordAuditExport';
  data: { exportId: string; adminId: string; subject: string; filters: AuditFilters; now: string };
};
export type RecordProjectionMaintenance = {
  type: 'RecordProjectionMaintenance';
  data: { requestId: string; adminId: string; action: ProjectionAction; target: string; now: string };
};
export type AdminActivityCommand = RecordAuditExport | RecordProjectionMaintenance;

/** Only the last request's id: enough to make a retried request record nothing twice. */
export type AdminActivityState = { actions: number; lastId: string | null };

export const initialState = (): AdminActivityState => ({ actions: 0, lastId: null });

export function evolve(state: AdminActivityState, event: AdminActivityEvent): AdminActivityState {
  return { actions: state.actions + 1, lastId: event.type === 'AuditExported' ? event.data.exportId : event.data.requestId };
}

export function decide(command: AdminActivityCommand, state: AdminActivityState): AdminActivityEvent[] {
  if (command.type === 'RecordAuditExport') {
    const { exportId, adminId, subject, filters, now } = command.data;
    if (state.lastId === exportId) return [];
    return [{ type: 'AuditExported', data: { exportId, adminId, subject, filters, exportedAt: now } }];
  }
  const { requestId, adminId, action, target, now } = command.data;
  if (state.lastId === requestId) return [];
  return [{ type: 'ProjectionMaintenanceRequested', data: { requestId, adminId, action, target, requestedAt: now } }];
}

export const adminActivityDecider: Decider<AdminActivityState, AdminActivityCommand, AdminActivityEvent> = { initialState, evolve, decide };

export const adminActivityStream = (adminId: string): string => `adminActivity-${adminId}`;
