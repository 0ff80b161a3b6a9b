import { readEvent } from '../../domain/events.ts';
import type { DomainEvent } from '../../domain/shared/decider.ts';
import { adminActivityStream } from '../../domain/audit/adminActivity.ts';
import { bookingDecider } from '../../domain/consultations/bookingLogic.ts';
import { bookingStream, type BookingState } from '../../domain/consultations/booking.ts';
import { subscriptionDecider } from '../../domain/subscriptions/decider.ts';
import { subscriptionStream, type SubscriptionState } from '../../domain/subscriptions/subscription.ts';
import { userDecider } from '../../domain/users/decider.ts';
import { userStream, type UserState } from '../../domain/users/user.ts';
import type { RecordedEvent } from '../../infra/eventstore/port.ts';
import { ERASED } from '../../infra/security/personalData.ts';
import { mapPersonalFields } from '../users/personal.ts';

export type SubjectKind = 'user' | 'booking';
export type Subject = { kind: SubjectKind; id: string };
export type View = Record<string, unknown> | null;
export type Change = { field: string; before: unknown; after: unknown };

/** What the history and "as of" need to know of one kind of record. */
export type SubjectModel<S> = {
  streams: (id: string) => string[];
  initial: () => S;
  /** `open` opens a sealed personal field (synchronously: the subject's key is loaded before folding). */
  evolve: (state: S, event: RecordedEvent, open: (value: string) => string) => S;
  view: (state: S) => View;
  /** Free text an event carries with it: a status change's notes, a cancellation's reason. */
  notes: (event: RecordedEvent, open: (value: string) => string) => string | undefined;
};

/** Secrets change, and an admin should see that they did, never what they are. */
const HIDDEN = '[hidden]';
const SECRET_FIELDS = new Set(['password', 'mfaSecret']);

const ACTION_NOTES = { rebuild: 'Rebuild of projection', retry: 'Retry of parked event', skip: 'Skip of parked event' } as const;
/** What an admin's own activity says in their history. */
function adminActivityNotes(event: RecordedEvent): string | undefined {
  const data = event.data as { subject?: string; action?: keyof typeof ACTION_NOTES; target?: string };
  if (event.type === 'AuditExported') return `Exported the audit history of ${data.subject}`;
  if (event.type === 'UsersExported') return usersExportNotes(event.data as { format?: string; personal?: boolean });
  if (event.type === 'ProjectionMaintenanceRequested' && data.action) return `${ACTION_NOTES[data.action]} ${data.target}`;
  return undefined;
}

const usersExportNotes = (d: { format?: string; personal?: boolean }) =>
  `Exported users as ${(d.format ?? 'csv').toUpperCase()}, ${d.personal ? 'with' : 'without'} personal data`;

type UserSubjectState = { user: UserState; subscription: SubscriptionState };

/** Event types each decider folds; anything else on a stream (a legacy or foreign type) is passed over. */
const typed = <E extends DomainEvent>(event: RecordedEvent): E => readEvent<E>(event);

function userView(state: UserSubjectState): View {
  const u = state.user;
  if (u.status === 'unregistered') return null;
  if (u.status === 'erased') return { status: 'erased', email: ERASED, firstName: ERASED, lastName: ERASED, displayName: ERASED, erasedAt: u.erasedAt };
  const s = state.subscription;
  return {
    status: 'registered',
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    displayName: u.displayName,
    role: u.role,
    emailVerified: u.emailVerified,
    businessInfoCompleted: u.businessInfoCompleted,
    disabled: u.disabled ?? false,
    methods: u.methods,
    providers: Object.keys(u.credentials?.providers ?? {}).sort(),
    mfaEnrolled: Boolean(u.mfa),
    reauthenticatedUntil: u.credentials?.reauthUntil ?? null,
    subscriptionTier: s.tier,
    billingPeriod: s.billingPeriod,
    promoCode: s.promoCode,
    password: u.passwordHash || null,
    mfaSecret: u.mfa?.secret ?? null,
    createdAt: u.createdAt,
  };
}

export const userModel: SubjectModel<UserSubjectState> = {
  // An admin's own activity (audit exports) belongs to their history too.
  streams: (id) => [userStream(id), subscriptionStream(id), adminActivityStream(id)],
  initial: () => ({ user: userDecider.initialState(), subscription: subscriptionDecider.initialState() }),
  evolve: (state, event, open) => {
    if (event.streamName.startsWith('adminActivity-')) return state;
    if (event.streamName.startsWith('subscription-')) return { ...state, subscription: subscriptionDecider.evolve(state.subscription, typed(event)) };
    return { ...state, user: userDecider.evolve(state.user, mapPersonalFields(typed(event), open)) };
  },
  view: userView,
  notes: adminActivityNotes,
};

export const bookingModel: SubjectModel<BookingState> = {
  streams: (id) => [bookingStream(id)],
  initial: bookingDecider.initialState,
  evolve: (state, event, open) => bookingDecider.evolve(state, mapPersonalFields(typed(event), open)),
  view: (state) => {
    if (state.status === 'none') return null;
    // Before the process decides, the history shows what was asked for (and why it was refused).
    if (state.status !== 'exists') return { status: state.status === 'requested' ? 'pending' : 'rejected', start: state.request.start, topic: state.request.topic };
    const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = state.booking;
    return rest;
  },
  notes: (event, open) => {
    const data = event.data as { reason?: unknown; notes?: unknown };
    const text = event.type === 'BookingOutcomeRecorded' || event.type === 'BookingRescheduled' ? data.notes : data.reason;
    return typeof text === 'string' && text !== '' ? open(text) : undefined;
  },
};

export const modelOf = (kind: SubjectKind): SubjectModel<unknown> => (kind === 'user' ? userModel : bookingModel) as SubjectModel<unknown>;

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** Field by field, in the view's order; secrets show only that they changed. */
export function diff(before: View, after: View): Change[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes: Change[] = [];
  for (const field of keys) {
    const b = before?.[field] ?? null;
    const a = after?.[field] ?? null;
    if (same(a, b)) continue;
    changes.push(SECRET_FIELDS.has(field) ? { field, before: b === null ? null : HIDDEN, after: a === null ? null : HIDDEN } : { field, before: b, after: a });
  }
  return changes;
}

/** A record as an answer shows it: secrets reduced to whether they are set. */
export function publicView(view: View): View {
  if (!view) return view;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(view)) out[key] = SECRET_FIELDS.has(key) ? (value === null ? null : HIDDEN) : value;
  return out;
}
