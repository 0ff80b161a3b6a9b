import { z } from 'zod';
import { declareEvent } from '../shared/declareEvent.ts';
import type { AuditExported } from './adminActivity.ts';

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
