import { z } from 'zod';
import { AUDIT_PAGE_DEFAULT, AUDIT_PAGE_MAX, AUDIT_SUBJECT } from '../../contracts/audit.ts';
import type { Subject } from '../../commands/audit/subjects.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** ISO date or date-time, normalized to the instant the log's timestamps compare with. */
const isoText = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'Use an ISO date or date-time')
  .refine((v) => !Number.isNaN(Date.parse(v)), 'Not a real date');
export const isoInstant = isoText.transform((v) => new Date(v).toISOString());
/** An upper bound: a date alone includes that whole day (UTC). */
export const isoUntil = isoText.transform((v) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T23:59:59.999Z` : v).toISOString());
export const eventTypes = z
  .string()
  .max(500, 'At most 500 characters')
  .regex(/^[A-Za-z][A-Za-z0-9]*(,[A-Za-z][A-Za-z0-9]*)*$/, 'Event type names, separated by commas')
  .transform((v) => new Set(v.split(',')));
const filters = {
  subject: z
    .string({ error: 'subject is required: user:{id} or booking:{id}' })
    .regex(AUDIT_SUBJECT, 'subject must be user:{id} or booking:{id}')
    .transform((v): Subject => ({ kind: v.slice(0, v.indexOf(':')) as Subject['kind'], id: v.slice(v.indexOf(':') + 1).toLowerCase() })),
  actor: z.string().refine((v) => v === 'system' || UUID.test(v), 'actor must be a user id or system').optional(),
  type: eventTypes.optional(),
  from: isoInstant.optional(),
  to: isoUntil.optional(),
};
export const pageQuery = z.strictObject({
  ...filters,
  cursor: z.string().regex(/^\d+:\d+$/, 'Not a cursor').optional(),
  limit: z.coerce.number({ error: 'limit must be a number' }).int('limit must be a whole number').min(1, 'limit is at least 1').max(AUDIT_PAGE_MAX, `limit is at most ${AUDIT_PAGE_MAX}`).default(AUDIT_PAGE_DEFAULT),
});
export const exportQuery = z.strictObject(filters);
export const idParam = z.uuid({ error: 'Id must be a UUID' });
export const asOfQuery = z.strictObject({ at: isoInstant });
