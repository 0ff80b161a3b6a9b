import type { Decider, DomainEvent } from '../shared/decider.ts';

/**
 * What an admin did that changes no record but must still be on the record (issue 11): reading the
 * audit history out as a file. Each admin has a stream `adminActivity-<adminId>`; the request's IP
 * sits in the metadata, sealed with the admin's own key like any user-stream context.
 */
export type AuditFilters = { actor: string | null; type: string | null; from: string | null; to: string | null };

export type AuditExported = DomainEvent<
  'AuditExported',
  { exportId: string; adminId: string; subject: string; filters: AuditFilters; exportedAt: string }
>;

export type AdminActivityEvent = AuditExported;

export type RecordAuditExport = {
  type: 'RecordAuditExport';
  data: { exportId: string; adminId: string; subject: string; filters: AuditFilters; now: string };
};

/** Only the last export's id: enough to make a retried request record nothing twice. */
export type AdminActivityState = { exports: number; lastExportId: string | null };

export const initialState = (): AdminActivityState => ({ exports: 0, lastExportId: null });

export function evolve(state: AdminActivityState, event: AdminActivityEvent): AdminActivityState {
  return { exports: state.exports + 1, lastExportId: event.data.exportId };
}

export function decide(command: RecordAuditExport, state: AdminActivityState): AdminActivityEvent[] {
  const { exportId, adminId, subject, filters, now } = command.data;
  if (state.lastExportId === exportId) return [];
  return [{ type: 'AuditExported', data: { exportId, adminId, subject, filters, exportedAt: now } }];
}

export const adminActivityDecider: Decider<AdminActivityState, RecordAuditExport, AdminActivityEvent> = { initialState, evolve, decide };

export const adminActivityStream = (adminId: string): string => `adminActivity-${adminId}`;
