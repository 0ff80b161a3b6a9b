import { DomainError } from '../../domain/shared/errors.ts';
import { emailReservationDecider, normalizeEmail } from '../../domain/users/emailReservation.ts';
import type { RegisteredUser, Role } from '../../domain/users/user.ts';
import type { EventStore } from '../../infra/eventstore/port.ts';
import { decoyHash, verifyPassword } from '../../infra/security/passwords.ts';
import { loadState } from '../handleCommand.ts';
import type { Vault } from './personal.ts';
import { emailReservationStream, holderOf, legacyEmailReservationStream } from './register.ts';

/**
 * Finds an account through the event store, never a read model: the email reservation names the
 * user, whose stream is the truth about their credentials. Accounts from before the keyed index
 * are found under their old reservation stream.
 */
export async function findUserByEmail(store: EventStore, vault: Vault, email: string): Promise<RegisteredUser | undefined> {
  const normalized = normalizeEmail(email);
  for (const stream of [emailReservationStream(vault, normalized), legacyEmailReservationStream(normalized)]) {
    const reservation = await loadState(store, stream, emailReservationDecider);
    if (reservation.status !== 'reserved') continue;
    const user = await holderOf(store, vault, reservation);
    // The email in the stream decides, so a stale or taken-over reservation never signs anyone in.
    if (user.status === 'registered' && user.email === normalized) return user;
  }
  return undefined;
}

export const INVALID_CREDENTIALS = 'The email or password is not correct';

/**
 * An unknown email, an account without a password and a wrong password all cost one argon2
 * verification and give the same answer, so neither the message nor the time tells them apart.
 */
export async function checkPassword(store: EventStore, vault: Vault, email: string, password: string): Promise<RegisteredUser> {
  const user = await findUserByEmail(store, vault, email);
  const ok = await verifyPassword(user?.passwordHash || (await decoyHash()), password);
  if (!user || !user.passwordHash || !ok) throw new DomainError('INVALID_CREDENTIALS', INVALID_CREDENTIALS);
  return user;
}

/** Back-office sign-in: valid credentials of another role are told so (403), as the issue asks. */
export function checkRole(user: RegisteredUser, roles: readonly Role[]): RegisteredUser {
  if (!roles.includes(user.role)) throw new DomainError('FORBIDDEN', 'This sign-in is for administrators only');
  return user;
}
