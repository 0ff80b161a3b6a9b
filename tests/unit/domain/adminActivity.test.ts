import { describe, it } from 'vitest';
import { adminActivityDecider, type AuditExported, type ProjectionMaintenanceRequested, type UsersExported } from '../../../domain/audit/adminActivity.ts';
import { deciderSpec } from '../support/deciderSpec.ts';

const given = deciderSpec(adminActivityDecider);
const now = '2026-11-23T10:00:00.000Z';
const filters = { actor: null, type: 'UserRegistered', from: '2026-01-01T00:00:00.000Z', to: null };
const exported = (exportId: string): AuditExported => ({
  type: 'AuditExported',
  data: { exportId, adminId: 'a1', subject: 'user:u1', filters, exportedAt: now },
});
const record = (exportId: string) => ({ type: 'RecordAuditExport' as const, data: { exportId, adminId: 'a1', subject: 'user:u1', filters, now } });

describe('admin activity decider: RecordAuditExport', () => {
  it('records each export with its subject and filters', () => {
    given([]).when(record('e1')).then([exported('e1')]);
    given([exported('e1')]).when(record('e2')).then([exported('e2')]);
  });

  it('records a retried export once', () => {
    given([exported('e1')]).when(record('e1')).thenNothingHappens();
  });
});

describe('admin activity decider: RecordUsersExport', () => {
  const usersFilters = { q: 'sara', role: 'user', tier: null, verified: true, onboarded: null, disabled: null, sort: '-createdAt' };
  const usersExported = (exportId: string, personal: boolean): UsersExported => ({
    type: 'UsersExported',
    data: { exportId, adminId: 'a1', format: 'csv', personal, filters: usersFilters, exportedAt: now },
  });
  const exportUsers = (exportId: string, personal: boolean) => ({
    type: 'RecordUsersExport' as const,
    data: { exportId, adminId: 'a1', format: 'csv' as const, personal, filters: usersFilters, now },
  });

  it('records each users export with its format, filters and whether personal data left', () => {
    given([exported('e1')]).when(exportUsers('u1', true)).then([usersExported('u1', true)]);
    given([usersExported('u1', true)]).when(exportUsers('u2', false)).then([usersExported('u2', false)]);
  });

  it('records a retried users export once', () => {
    given([usersExported('u1', false)]).when(exportUsers('u1', false)).thenNothingHappens();
  });
});

describe('admin activity decider: RecordProjectionMaintenance', () => {
  const requested = (requestId: string): ProjectionMaintenanceRequested => ({
    type: 'ProjectionMaintenanceRequested',
    data: { requestId, adminId: 'a1', action: 'rebuild', target: 'users', requestedAt: now },
  });
  const maintain = (requestId: string) => ({ type: 'RecordProjectionMaintenance' as const, data: { requestId, adminId: 'a1', action: 'rebuild' as const, target: 'users', now } });

  it('records a rebuild asked for, after an export too, and a retried request once', () => {
    given([exported('e1')]).when(maintain('r1')).then([requested('r1')]);
    given([exported('e1'), requested('r1')]).when(maintain('r1')).thenNothingHappens();
  });
});
