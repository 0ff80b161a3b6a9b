import { DomainError } from '../../domain/shared/errors.ts';
import type { PersonalDataErased } from '../../domain/users/user.ts';
import type { EventStore } from '../../infra/eventstore/port.ts';
import { erasePersonKey } from '../../infra/security/personalData.ts';
import { requirePassword } from './account.ts';
import { withAllSessionsEnded } from './credentials.ts';
import { loadUser, type UserDeps } from './run.ts';

/** How long a login or re-authentication counts as recent for an erasure. */
export const RECENT_AUTH_MS = 5 * 60_000;

/**
 * Erases a person (PDPL, GDPR): every session ends, PersonalDataErased is recorded, then the
 * person's key is deleted, after which every sealed field of theirs anywhere reads "[erased]".
 * The event comes first so an interrupted erasure is finished by running it again (the decision
 * then records nothing and the key is deleted).
 */
export async function erasePerson(
  store: EventStore,
  userId: string,
  by: PersonalDataErased['data']['by'],
  deps: UserDeps,
  recentAuth?: { familyId?: string },
) {
  const now = deps.now();
  const since = new Date(now.getTime() - RECENT_AUTH_MS).toISOString();
  const result = await withAllSessionsEnded(store, userId, 'account_erased', deps, {
    type: 'ErasePersonalData',
    data: { by, now: now.toISOString(), recentAuthSince: recentAuth ? { familyId: recentAuth.familyId, since } : undefined },
  });
  if (result.newState.status !== 'erased') throw new DomainError('NOT_FOUND', 'User not found');
  await erasePersonKey(deps.vault.keys, userId, now);
  return { position: result.position };
}

/**
 * "Delete my account": the password proves it is the owner. An account without a password (only
 * Google or LinkedIn) proves it with a login of this session's family in the last 5 minutes.
 */
export async function deleteOwnAccount(store: EventStore, userId: string, proof: { password?: string; familyId?: string }, deps: UserDeps) {
  const user = await loadUser(store, deps.vault, userId);
  if (user.status !== 'registered') throw new DomainError('UNAUTHORIZED', 'This account no longer exists');
  if (user.passwordHash) {
    await requirePassword(user, proof.password ?? '');
    return erasePerson(store, userId, 'self', deps);
  }
  return erasePerson(store, userId, 'self', deps, { familyId: proof.familyId ?? '' });
}
