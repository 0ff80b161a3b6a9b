import { randomUUID } from 'node:crypto';
import { DomainError } from '../../domain/shared/errors.ts';
import { emailReservationDecider, normalizeEmail } from '../../domain/users/emailReservation.ts';
import { credentialsOf, type Provider } from '../../domain/users/credentials.ts';
import type { RegisteredUser } from '../../domain/users/user.ts';
import type { EventStore } from '../../infra/eventstore/port.ts';
import { sha256 } from '../../infra/security/tokens.ts';
import { userToken, userIdOfToken } from '../../infra/security/secrets.ts';
import { loadState } from '../handleCommand.ts';
import { emailReservationStream, holderOf, refuseLegacyHolder, reserveKey } from './register.ts';
import { findUserByEmail } from './login.ts';
import { onUser, registered, type UserDeps } from './run.ts';
import { changeNotice, type CredentialDeps } from './credentials.ts';

export type ProviderIdentity = {
  provider: Provider;
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
  picture: string | null;
};

type Deps = CredentialDeps & { handoffMs: number };

/** One stream per provider account, so one Google or LinkedIn account belongs to one user at most. */
export const identityStream = (provider: Provider, subject: string) => `providerIdentity-${sha256(`${provider}:${subject}`)}`;
const holdsIdentity = (id: ProviderIdentity) => (user: RegisteredUser) => credentialsOf(user).providers[id.provider]?.subject === id.subject;

async function userOfIdentity(store: EventStore, deps: UserDeps, id: ProviderIdentity): Promise<RegisteredUser | undefined> {
  const user = await holderOf(store, deps.vault, await loadState(store, identityStream(id.provider, id.subject), emailReservationDecider));
  return user.status === 'registered' && holdsIdentity(id)(user) ? user : undefined;
}

/**
 * Sign-in through a provider. A linked identity signs its user in; an email that belongs to an
 * account without this identity is never linked silently (ACCOUNT_EXISTS); otherwise a new account
 * is made, reserving the email first so it races fairly with password signups.
 */
export async function signInWithProvider(store: EventStore, id: ProviderIdentity, deps: Deps): Promise<RegisteredUser> {
  const linked = await userOfIdentity(store, deps, id);
  if (linked) {
    await linkProvider(store, linked.id, id, deps); // refreshes a changed picture; a no-op otherwise
    return linked;
  }
  const email = normalizeEmail(id.email);
  const existing = await findUserByEmail(store, deps.vault, email);
  if (existing) {
    throw new DomainError('ACCOUNT_EXISTS', 'An account with this email already exists. Sign in with your existing method, then connect this provider in settings.', {
      existingMethods: existing.methods,
    });
  }
  const userId = randomUUID();
  await refuseLegacyHolder(store, deps.vault, email);
  await reserveKey(store, emailReservationStream(deps.vault, email), { userId, method: id.provider }, deps);
  await reserveKey(store, identityStream(id.provider, id.subject), { userId, method: id.provider, holds: holdsIdentity(id) }, deps);
  const result = await onUser(
    store,
    userId,
    deps,
    {
      type: 'RegisterViaProvider',
      data: { userId, email, firstName: id.firstName, lastName: id.lastName, provider: id.provider, subject: id.subject, picture: id.picture, now: deps.now().toISOString() },
    },
    { create: 'always' },
  );
  if (result.newState.status !== 'registered') throw new Error('provider registration produced no user');
  return result.newState;
}

/** Connects a provider to a signed-in user; the identity must not belong to someone else. */
export async function linkProvider(store: EventStore, userId: string, id: ProviderIdentity, deps: CredentialDeps) {
  try {
    await reserveKey(store, identityStream(id.provider, id.subject), { userId, method: id.provider, holds: holdsIdentity(id) }, deps);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'ACCOUNT_EXISTS') {
      throw new DomainError('PROVIDER_IN_USE', `This ${id.provider} account is already connected to another account.`);
    }
    throw error;
  }
  const { provider, subject, picture } = id;
  return onUser(store, userId, deps, (state) => ({
    type: 'LinkProvider',
    data: { provider, subject, picture, notice: changeNotice(deps, registered(state), 'provider-linked', { provider }), now: deps.now().toISOString() },
  }));
}

export function unlinkProvider(store: EventStore, userId: string, provider: Provider, deps: CredentialDeps) {
  return onUser(store, userId, deps, (state) => ({
    type: 'UnlinkProvider',
    data: { provider, notice: changeNotice(deps, registered(state), 'provider-unlinked', { provider }), now: deps.now().toISOString() },
  }));
}

/** A one-time code for the web to exchange for tokens; only its hash is recorded. */
export async function issueHandoff(store: EventStore, userId: string, deps: Deps): Promise<string> {
  const code = userToken(userId);
  const now = deps.now();
  await onUser(store, userId, deps, {
    type: 'IssueHandoff',
    data: { handoffHash: sha256(code), expiresAt: new Date(now.getTime() + deps.handoffMs).toISOString(), now: now.toISOString() },
  });
  return code;
}

export async function redeemHandoff(store: EventStore, code: string, deps: UserDeps): Promise<RegisteredUser> {
  const userId = userIdOfToken(code);
  const invalid = () => new DomainError('INVALID_HANDOFF', 'This sign-in link is not valid or has already been used. Please sign in again.');
  if (!userId) throw invalid();
  const result = await onUser(store, userId, deps, { type: 'RedeemHandoff', data: { handoffHash: sha256(code), now: deps.now().toISOString() } }, { missing: invalid });
  if (result.newState.status !== 'registered') throw invalid();
  return result.newState;
}
