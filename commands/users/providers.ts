import { randomUUID } from 'node:crypto';
import { DomainError } from '../../domain/shared/errors.ts';
import { emailReservationDecider, normalizeEmail } from '../../domain/users/emailReservation.ts';
import { userDecider } from '../../domain/users/decider.ts';
import { credentialsOf, type Provider } from '../../domain/users/credentials.ts';
import { userStream, type RegisteredUser } from '../../domain/users/user.ts';
import type { EventStore } from '../../infra/eventstore/port.ts';
import { sha256 } from '../../infra/security/tokens.ts';
import { userToken, userIdOfToken } from '../../infra/security/secrets.ts';
import { handleCommand, loadState } from '../handleCommand.ts';
import { emailReservationStream, reserveKey } from './register.ts';
import { findUserByEmail } from './login.ts';

export type ProviderIdentity = {
  provider: Provider;
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
  picture: string | null;
};

type Deps = { now: () => Date; metadata?: Record<string, unknown>; handoffMs: number };

/** One stream per provider account, so one Google or LinkedIn account belongs to one user at most. */
export const identityStream = (provider: Provider, subject: string) => `providerIdentity-${sha256(`${provider}:${subject}`)}`;
const holdsIdentity = (id: ProviderIdentity) => (user: RegisteredUser) => credentialsOf(user).providers[id.provider]?.subject === id.subject;

async function userOfIdentity(store: EventStore, id: ProviderIdentity): Promise<RegisteredUser | undefined> {
  const reservation = await loadState(store, identityStream(id.provider, id.subject), emailReservationDecider);
  if (reservation.status !== 'reserved') return undefined;
  const user = await loadState(store, userStream(reservation.userId), userDecider);
  return user.status === 'registered' && holdsIdentity(id)(user) ? user : undefined;
}

/**
 * Sign-in through a provider. A linked identity signs its user in; an email that belongs to an
 * account without this identity is never linked silently (ACCOUNT_EXISTS); otherwise a new account
 * is made, reserving the email first so it races fairly with password signups.
 */
export async function signInWithProvider(store: EventStore, id: ProviderIdentity, deps: Deps): Promise<RegisteredUser> {
  const linked = await userOfIdentity(store, id);
  if (linked) {
    await linkProvider(store, linked.id, id, deps); // refreshes a changed picture; a no-op otherwise
    return linked;
  }
  const email = normalizeEmail(id.email);
  const existing = await findUserByEmail(store, email);
  if (existing) {
    throw new DomainError('ACCOUNT_EXISTS', 'An account with this email already exists. Sign in with your existing method, then connect this provider in settings.', {
      existingMethods: existing.methods,
    });
  }
  const userId = randomUUID();
  await reserveKey(store, emailReservationStream(email), { key: email, userId, method: id.provider }, deps);
  await reserveKey(store, identityStream(id.provider, id.subject), { key: `${id.provider}:${id.subject}`, userId, method: id.provider, holds: holdsIdentity(id) }, deps);
  const result = await handleCommand(
    store,
    userStream(userId),
    userDecider,
    {
      type: 'RegisterViaProvider',
      data: { userId, email, firstName: id.firstName, lastName: id.lastName, provider: id.provider, subject: id.subject, picture: id.picture, now: deps.now().toISOString() },
    },
    { metadata: deps.metadata },
  );
  if (result.newState.status !== 'registered') throw new Error('provider registration produced no user');
  return result.newState;
}

/** Connects a provider to a signed-in user; the identity must not belong to someone else. */
export async function linkProvider(store: EventStore, userId: string, id: ProviderIdentity, deps: Omit<Deps, 'handoffMs'>) {
  try {
    await reserveKey(store, identityStream(id.provider, id.subject), { key: `${id.provider}:${id.subject}`, userId, method: id.provider, holds: holdsIdentity(id) }, deps);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'ACCOUNT_EXISTS') {
      throw new DomainError('PROVIDER_IN_USE', `This ${id.provider} account is already connected to another account.`);
    }
    throw error;
  }
  return handleCommand(store, userStream(userId), userDecider, {
    type: 'LinkProvider',
    data: { provider: id.provider, subject: id.subject, picture: id.picture, now: deps.now().toISOString() },
  }, { metadata: deps.metadata });
}

export function unlinkProvider(store: EventStore, userId: string, provider: Provider, deps: Omit<Deps, 'handoffMs'>) {
  return handleCommand(store, userStream(userId), userDecider, { type: 'UnlinkProvider', data: { provider, now: deps.now().toISOString() } }, {
    metadata: deps.metadata,
  });
}

/** A one-time code for the web to exchange for tokens; only its hash is recorded. */
export async function issueHandoff(store: EventStore, userId: string, deps: Deps): Promise<string> {
  const code = userToken(userId);
  const now = deps.now();
  await handleCommand(store, userStream(userId), userDecider, {
    type: 'IssueHandoff',
    data: { handoffHash: sha256(code), expiresAt: new Date(now.getTime() + deps.handoffMs).toISOString(), now: now.toISOString() },
  }, { metadata: deps.metadata });
  return code;
}

export async function redeemHandoff(store: EventStore, code: string, deps: Omit<Deps, 'handoffMs'>): Promise<RegisteredUser> {
  const userId = userIdOfToken(code);
  const invalid = () => new DomainError('INVALID_HANDOFF', 'This sign-in link is not valid or has already been used. Please sign in again.');
  if (!userId) throw invalid();
  try {
    const result = await handleCommand(store, userStream(userId), userDecider, {
      type: 'RedeemHandoff',
      data: { handoffHash: sha256(code), now: deps.now().toISOString() },
    }, { metadata: deps.metadata });
    if (result.newState.status !== 'registered') throw invalid();
    return result.newState;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'NOT_FOUND') throw invalid();
    throw error;
  }
}
