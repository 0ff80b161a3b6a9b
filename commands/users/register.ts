import { randomUUID } from 'node:crypto';
import { emailReservationDecider, normalizeEmail } from '../../domain/users/emailReservation.ts';
import { userDecider } from '../../domain/users/decider.ts';
import { userStream, type RegisteredUser, type UserState } from '../../domain/users/user.ts';
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
  await handleCommand(store, reservationStream, emailReservationDecider, (state) => reserveCommand(state), {
    metadata: deps.metadata,
  });
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

  async function reserveCommand(state: Parameters<typeof emailReservationDecider.decide>[1]) {
    const holder: UserState =
      state.status === 'reserved' ? await loadState(store, userStream(state.userId), userDecider) : { status: 'unregistered' };
    return {
      type: 'ReserveEmail' as const,
      data: {
        email,
        userId,
        method: 'password' as const,
        now: deps.now().toISOString(),
        holderRegistered: holder.status === 'registered',
        holderMethods: holder.status === 'registered' ? holder.methods : [],
      },
    };
  }
}
