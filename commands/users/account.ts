import { DomainError } from '../../domain/shared/errors.ts';
import { credentialsOf, PROVIDERS } from '../../domain/users/credentials.ts';
import type { RegisteredUser } from '../../domain/users/user.ts';
import type { EventStore } from '../../infra/eventstore/port.ts';
import { verifyPassword } from '../../infra/security/passwords.ts';
import type { Vault } from './personal.ts';
import { loadRegistered } from './run.ts';

/**
 * Reads of a user's own security settings, answered from their stream (the truth about
 * credentials), so the API folds no decider itself.
 */
export async function signedInUser(store: EventStore, vault: Vault, userId: string): Promise<RegisteredUser> {
  const user = await loadRegistered(store, vault, userId);
  if (!user) throw new DomainError('UNAUTHORIZED', 'This account no longer exists');
  return user;
}

/** Wrong passwords here are 400, not 401: the session itself is fine. */
export async function requirePassword(user: RegisteredUser, password: string): Promise<void> {
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
    throw new DomainError('INVALID_PASSWORD', 'The password is not correct');
  }
}

/** The rule every sensitive setting shares: a password re-authentication in the last 5 minutes. */
export function requireRecentReauth(user: RegisteredUser, now: Date): void {
  const until = credentialsOf(user).reauthUntil;
  if (!until || until <= now.toISOString()) {
    throw new DomainError('reauth_required', 'Please confirm your current password again to continue.');
  }
}

export const reauthUntil = (user: RegisteredUser): string | undefined => credentialsOf(user).reauthUntil;

export function signInConnections(user: RegisteredUser) {
  const providers = credentialsOf(user).providers;
  return {
    hasPassword: user.passwordHash !== '',
    connections: PROVIDERS.map((provider) => ({
      provider,
      connected: Boolean(providers[provider]),
      picture: providers[provider]?.picture ?? null,
      // The last way in cannot be removed; the web greys the button out.
      canDisconnect: Boolean(providers[provider]) && user.methods.length > 1,
    })),
  };
}
