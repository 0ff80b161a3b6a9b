import { randomUUID } from 'node:crypto';
import { emailReservationDecider, normalizeEmail } from '../../domain/users/emailReservation.ts';
import { userDecider } from '../../domain/users/decider.ts';
import { userStream, type RegisteredUser, type SignInMethod, type UserState } from '../../domain/users/user.ts';
import type { EventStore, Position } from '../../infra/eventstore/port.ts';
import { sha256 } from '../../infra/security/tokens.ts';
import { handleCommand, loadState } from '../handleCommand.ts';

export const emailReservationStream = (email: string): string => `emailReservation-${sha256(normalizeEmail(email))}`;

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
  deps: { hashPassword: (password: string) => Promise<string>; now: () => Date; metadata?: Record<string, unknown> },
): Promise<Registration> {
  const email = normalizeEmail(input.email);
  const userId = randomUUID();
  const reservationStream = emailReservationStream(email);
  // Hashing is the slow part; a taken email is refused before paying for it.
  await reserveKey(store, reservationStream, { key: email, userId, method: 'password' }, deps);
  const passwordHash = await deps.hashPassword(input.password);
  const result = await handleCommand(
    store,
    userStream(userId),
    userDecider,
    {
      type: 'RegisterUser',
      data: {
        userId,
        email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        role: input.role,
        now: deps.now().toISOString(),
      },
    },
    { metadata: deps.metadata },
  );
  if (result.newState.status !== 'registered' || !result.position) throw new Error('registration produced no user');
  return { user: result.newState, position: result.position };
}

/**
 * Reserves a unique key (an email, or a provider identity) for a user. A holder whose user stream
 * does not show the key any more is treated like a holder that never registered.
 */
export async function reserveKey(
  store: EventStore,
  stream: string,
  claim: { key: string; userId: string; method: SignInMethod; holds?: (holder: RegisteredUser) => boolean },
  deps: { now: () => Date; metadata?: Record<string, unknown> },
) {
  return handleCommand(
    store,
    stream,
    emailReservationDecider,
    async (state) => {
      const holder: UserState =
        state.status === 'reserved' ? await loadState(store, userStream(state.userId), userDecider) : { status: 'unregistered' };
      const holds = holder.status === 'registered' && (claim.holds?.(holder) ?? true);
      return {
        type: 'ReserveEmail' as const,
        data: {
          email: claim.key,
          userId: claim.userId,
          method: claim.method,
          now: deps.now().toISOString(),
          holderRegistered: holds,
          holderMethods: holder.status === 'registered' ? holder.methods : [],
        },
      };
    },
    { metadata: deps.metadata },
  );
}
