import { z } from 'zod/mini';

/**
 * The back office's audit history and event store console on the wire (issue 11): what
 * api/routes/adminAudit.ts, adminEvents.ts and adminDatabase.ts answer and the admin pages read.
 * Query schemas are the server's own validation, so a page that builds its query with them is
 * never refused. Unknown fields are kept so a server that adds one does not break older pages.
 */

/** How an erased personal field (crypto-shredding) reads everywhere in these answers. */
export const ERASED_VALUE = '[erased]';
/** How a personal field reads in the raw log for an admin who has not re-authenticated. */
export const MASKED_VALUE = '[personal]';
export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 200;
export const EVENTS_PAGE_DEFAULT = 50;
export const EVENTS_PAGE_MAX = 200;

/** `user:<uuid>` or `booking:<uuid>`. */
export const AUDIT_SUBJECT = /^(user|booking):[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export type AuditSubjectKind = 'user' | 'booking';

/**
 * Query of GET /api/admin/audit and GET /api/admin/audit/export (the export ignores cursor and
 * limit). `subject` matches AUDIT_SUBJECT; `actor` is a user id or `system`; `type` is one event
 * type or several separated by commas; `from`/`to` are ISO dates or instants (inclusive: a date alone
 * as `to` includes that day); `cursor` is the previous page's nextCursor. The server refuses anything
 * else with 400 VALIDATION_ERROR.
 */
export type AuditQuery = { subject: string; actor?: string; type?: string; from?: string; to?: string; cursor?: string; limit?: number };

/** A field's value before or after a change: ERASED_VALUE for an erased personal field, null when absent. */
const fieldValue = z.unknown();
export const auditChangeSchema = z.looseObject({ field: z.string(), before: fieldValue, after: fieldValue });
export type AuditChange = z.infer<typeof auditChangeSchema>;

/** `displayName` is null when the actor's account no longer exists, ERASED_VALUE when it was erased. */
export const auditActorSchema = z.union([
  z.literal('system'),
  z.looseObject({ id: z.string(), role: z.string(), displayName: z.nullable(z.string()) }),
]);
export type AuditActor = z.infer<typeof auditActorSchema>;

export const auditEntrySchema = z.looseObject({
  /** When the event was recorded (ISO). */
  at: z.string(),
  type: z.string(),
  actor: auditActorSchema,
  /** The request's IP, opened for the admin; ERASED_VALUE once its owner was erased; null when none was recorded. */
  ip: z.nullable(z.string()),
  changes: z.array(auditChangeSchema),
  /** A booking status change's notes (or a cancellation's or reschedule request's reason). */
  notes: z.optional(z.string()),
  /** Log position of the event, for linking to the raw log (GET /admin/events). */
  position: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Oldest first. `nextCursor` is null on the last page. */
export const auditPageSchema = z.looseObject({
  success: z.literal(true),
  subject: z.string(),
  items: z.array(auditEntrySchema),
  nextCursor: z.nullable(z.string()),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** Columns of GET /api/admin/audit/export: one row per change (an entry without changes has one row with empty field). */
export const AUDIT_CSV_COLUMNS = ['at', 'type', 'actor_id', 'actor_role', 'actor_name', 'ip', 'field', 'before', 'after', 'notes', 'position'] as const;

/** Query of GET /api/admin/users/{id}/as-of and GET /api/admin/bookings/{id}/as-of: `at` is an ISO instant. */
export type AsOfQuery = { at: string };

/**
 * The record as it stood at `at`, folded from its events up to then. `record` is null when it did
 * not exist yet. A user record never holds secrets (password hash, MFA secret, codes).
 */
export const asOfSchema = z.looseObject({
  success: z.literal(true),
  subject: z.string(),
  at: z.string(),
  /** Events folded (those recorded at or before `at`). */
  events: z.number(),
  record: z.nullable(z.record(z.string(), z.unknown())),
});
export type AsOf = z.infer<typeof asOfSchema>;

/**
 * Query of GET /api/admin/events: `stream` is an exact stream name (`user-<uuid>`), `type` one or
 * more event types separated by commas, `from`/`to` ISO instants, `cursor` the previous nextCursor.
 */
export type EventsQuery = { stream?: string; type?: string; from?: string; to?: string; cursor?: string; limit?: number };

/**
 * How personal fields read in this answer: `shown` (an admin who re-authenticated in the last 5
 * minutes), `masked` (other admins: MASKED_VALUE in place), `removed` (analysts: the fields are gone).
 */
export const PERSONAL_DATA_MODES = ['shown', 'masked', 'removed'] as const;
export type PersonalDataMode = (typeof PERSONAL_DATA_MODES)[number];

export const logEventSchema = z.looseObject({
  position: z.string(),
  stream: z.string(),
  revision: z.number(),
  id: z.string(),
  type: z.string(),
  createdAt: z.string(),
  data: z.unknown(),
  metadata: z.record(z.string(), z.unknown()),
});
export type LogEvent = z.infer<typeof logEventSchema>;

/**
 * Log order. A page may hold fewer than `limit` events when the filters are sparse (each request
 * scans a bounded stretch of the log): keep following `nextCursor` until it is null.
 */
export const eventsPageSchema = z.looseObject({
  success: z.literal(true),
  personalData: z.enum(PERSONAL_DATA_MODES),
  items: z.array(logEventSchema),
  nextCursor: z.nullable(z.string()),
});
export type EventsPage = z.infer<typeof eventsPageSchema>;

export const PROJECTION_STATUS_VALUES = ['live', 'catching-up', 'rebuilding', 'degraded'] as const;

/** GET /api/admin/database: the event store console. Figures the backend cannot give cheaply are null. */
export const databaseSchema = z.looseObject({
  success: z.literal(true),
  eventStore: z.looseObject({
    kind: z.enum(['embedded', 'eventstoredb']),
    events: z.nullable(z.number()),
    streams: z.nullable(z.number()),
    /** Bytes of the log (the SQLite file, or EventStoreDB's commit position). */
    logSize: z.nullable(z.number()),
    head: z.nullable(z.string()),
  }),
  projections: z.array(
    z.looseObject({
      name: z.string(),
      position: z.nullable(z.string()),
      lag: z.number(),
      status: z.enum(PROJECTION_STATUS_VALUES),
      parked: z.number(),
    }),
  ),
  parked: z.array(z.looseObject({ _id: z.string(), projection: z.string(), position: z.string(), type: z.string(), status: z.string() })),
  /** The mail outbox: its checkpoint and the log positions it still has to pass. */
  mailOutbox: z.looseObject({ position: z.nullable(z.string()), lag: z.number() }),
});
export type Database = z.infer<typeof databaseSchema>;
