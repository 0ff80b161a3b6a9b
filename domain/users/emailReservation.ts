import type { Decider, DomainEvent } from '../shared/decider.ts';
import { DomainError } from '../shared/errors.ts';
import type { SignInMethod } from './user.ts';

/**
 * One stream per normalized email makes the event store itself enforce uniqueness: the first
 * reservation is appended with expected revision "no stream", so concurrent signups race on the
 * store, not on a read model. The stream is named by a keyed HMAC of the email and the event
 * holds no email: the address itself lives only, sealed, in the user's own stream.
 */
export type EmailReserved = DomainEvent<'EmailReserved', { userId: string; method: SignInMethod; reservedAt: string }>;
export type EmailReservationEvent = EmailReserved;

export type EmailReservationState =
  | { status: 'free' }
  | { status: 'reserved'; userId: string; method: SignInMethod; reservedAt: string };

export type ReserveEmail = {
  type: 'ReserveEmail';
  data: {
    userId: string;
    method: SignInMethod;
    now: string;
    /** Whether the current holder's user stream exists; the caller looks it up. */
    holderRegistered: boolean;
    /** An erased holder gave the email up: it is free at once. */
    holderErased?: boolean;
    /** Sign-in methods of the current holder, for the ACCOUNT_EXISTS answer. */
    holderMethods: SignInMethod[];
  };
};

/**
 * A reservation whose user stream never appeared (the process died between the two appends) is
 * taken over after this long. It is long enough that an in-flight signup always finishes first.
 */
export const STALE_RESERVATION_MS = 60_000;

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export function reserveEmail(command: ReserveEmail, state: EmailReservationState): EmailReserved[] {
  const d = command.data;
  if (state.status === 'reserved') {
    if (state.userId === d.userId) return [];
    const stale = d.holderErased || (!d.holderRegistered && Date.parse(d.now) - Date.parse(state.reservedAt) > STALE_RESERVATION_MS);
    if (!stale) {
      const existingMethods = d.holderRegistered ? d.holderMethods : [state.method];
      throw new DomainError('ACCOUNT_EXISTS', 'An account with this email already exists', { existingMethods });
    }
  }
  return [{ type: 'EmailReserved', data: { userId: d.userId, method: d.method, reservedAt: d.now } }];
}

export const emailReservationDecider: Decider<EmailReservationState, ReserveEmail, EmailReservationEvent> = {
  initialState: () => ({ status: 'free' }),
  evolve: (_state, event) => ({
    status: 'reserved',
    userId: event.data.userId,
    method: event.data.method,
    reservedAt: event.data.reservedAt,
  }),
  decide: reserveEmail,
};
