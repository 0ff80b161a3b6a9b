import { z } from 'zod';
import { declareEvent } from '../shared/declareEvent.ts';
import type { AuditExported, ProjectionMaintenanceRequested, UsersExported } from './adminActivity.ts';

const text = z.string().nullable();

export const auditExported = declareEvent<AuditExported>()(
  'AuditExported',
  z.object({
    exportId: z.string(),
    adminId: z.string(),
    subject: z.string(),
    filters: z.object({ actor: text, type: text, from: text, to: text }),
    exportedAt: z.string(),
  }),
);

const flag = z.boolean().nullable();
export const usersExported = declareEvent<UsersExported>()(
  'UsersExported',
  z.object({
    exportId: z.string(),
    adminId: z.string(),
    format: z.enum(['csv', 'json']),
    personal: z.boolean(),
    filters: z.object({ q: text, role: text, tier: text, verified: flag, onboarded: flag, disabled: flag, sort: z.string() }),
    exportedAt: z.string(),
  }),
);

export const projectionMaintenanceRequested = declareEvent<ProjectionMaintenanceRequested>()(
  'ProjectionMaintenanceRequested',
  z.object({ requestId: z.string(), adminId: z.string(), action: z.enum(['rebuild', 'retry', 'skip']), target: z.string(), requestedAt: z.string() }),
);
