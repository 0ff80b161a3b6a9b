import { randomUUID } from 'node:crypto';
import { DomainError } from '../../domain/shared/errors.ts';
import { emailReservationDecider, normalizeEmail, type EmailReservationState } from '../../domain/users/emailReservation.ts';
import type { RegisteredUser, SignInMethod, UserState } from '../../domain/users/user.ts';
import type { EventStore, Position } from '../../infra/eventstore/port.ts';
import { sha256 } from '../../infra/security/tokens.ts';
import { handleCommand, loadState } from '../handleCommand.ts';
import { emailIndex, type Vault } from './personal.ts';
import { loadUser, onUser, withContext, type UserDeps } from './run.ts';

export const emailReservationStream = (vault: Vault, email: string): string => `emailReservation-${emailIndex(vault, normalizeEmail(email))}`;
/** Reservations written before the keyed index: read, never written (see docs/DECISIONS.md). */
export const legacyEmailReservationStream = (email: string): string => `emailReservation-${sha256(normalizeEmail(email))}`;

export type RegisterInput = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role?: RegisteredUser['role'];
};

export type Registration = { user: RegisteredUser; position: Position };

/**
 * Signup is two appends: first the email reservation (expected "no stream", so the event store
 * decides who wins a race), then the user's own stream. A reservation whose user stream never
 * appeared is taken over once stale; see STALE_RESERVATION_MS.
 */
export async function registerUser(
  store: EventStore,
  input: RegisterInput,
  deps: UserDeps & { hashPassword: (password: string) => Promise<string> },
): Promise<Registration> {
  const email = normalizeEmail(input.email);
  const userId = randomUUID();
  await refuseLegacyHolder(store, deps.vault, email);
  // Hashing is the slow part; a taken email is refused before paying for it.
  await reserveKey(store, emailReservationStream(deps.vault, email), { userId, method: 'password' }, deps);
  const passwordHash = await deps.hashPassword(input.password);
  const result = await onUser(
    store,
    userId,
    deps,
    { type: 'RegisterUser', data: { userId, email, firstName: input.firstName, lastName: input.lastName, passwordHash, role: input.role, now: deps.now().toISOString() } },
    { create: 'always' },
  );
  if (result.newState.status !== 'registered' || !result.position) throw new Error('registration produced no user');
  return { user: result.newState, position: result.position };
}

/** The holder of a reservation, if their account still exists (an erased one is not). */
export async function holderOf(store: EventStore, vault: Vault, reservation: EmailReservationState): Promise<UserState> {
  return reservation.status === 'reserved' ? loadUser(store, vault, reservation.userId) : { status: 'unregistered' };
}

/** An account from before the keyed index still owns its email. */
export async function refuseLegacyHolder(store: EventStore, vault: Vault, email: string): Promise<void> {
  const holder = await holderOf(store, vault, await loadState(store, legacyEmailReservationStream(email), emailReservationDecider));
  if (holder.status === 'registered') {
    throw new DomainError('ACCOUNT_EXISTS', 'An account with this email already exists', { existingMethods: holder.methods });
  }
}

/**
 * Reserves a unique key (an email, or a provider identity) for a user. A holder whose user stream
 * does not show the key any more is treated like a holder that never registered. Reservation
 * streams hold no personal data, so their metadata carries no IP or user agent either.
 */
export async function reserveKey(
  store: EventStore,
  stream: string,
  claim: { userId: string; method: SignInMethod; holds?: (holder: RegisteredUser) => boolean },
  deps: UserDeps,
) {
  const { ip: _ip, userAgent: _ua, ...context } = deps.context;
  return handleCommand(
    store,
    stream,
    emailReservationDecider,
    async (state) => {
      const holder = await holderOf(store, deps.vault, state);
      const holds = holder.status === 'registered' && (claim.holds?.(holder) ?? true);
      return {
        type: 'ReserveEmail' as const,
        data: {
          userId: claim.userId,
          method: claim.method,
          now: deps.now().toISOString(),
          holderRegistered: holds,
          holderErased: holder.status === 'erased',
          holderMethods: holder.status === 'registered' ? holder.methods : [],
        },
      };
    },
    withContext(context),
  );
}
