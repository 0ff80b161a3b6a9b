import { DomainError } from '../../domain/shared/errors.ts';
import type { UserCommand } from '../../domain/users/businessLogic.ts';
import type { AdminUpdateUser } from '../../domain/users/adminLogic.ts';
import type { MfaCommand } from '../../domain/users/mfa.ts';
import type { CredentialCommand } from '../../domain/users/credentialLogic.ts';
import { userDecider } from '../../domain/users/decider.ts';
import { userStream, type RegisteredUser, type UserState } from '../../domain/users/user.ts';
import type { EventStore } from '../../infra/eventstore/port.ts';
import type { CommandContext } from '../context.ts';
import { handleCommand, loadState, type HandleOptions } from '../handleCommand.ts';
import { cipherFor, sealedContext, sealedDecider, type PersonCipher, type Vault } from './personal.ts';

/** What every user command needs besides the event store. */
export type UserDeps = { vault: Vault; now: () => Date; context: CommandContext };

/** The one place a command context becomes handleCommand's options. */
export const withContext = (context: CommandContext): HandleOptions => ({ context });

type Command = UserCommand | CredentialCommand | AdminUpdateUser | MfaCommand;

/**
 * Runs one command on a user's stream with their personal fields sealed; a missing (or erased)
 * user reads as `missing` when given.
 */
export async function onUser(
  store: EventStore,
  userId: string,
  deps: UserDeps,
  command: Command | ((state: UserState) => Command | Promise<Command>),
  options: { create?: 'always'; missing?: () => DomainError; cipher?: PersonCipher } = {},
) {
  const cipher = options.cipher ?? (await cipherFor(deps.vault, store, userId, deps.now(), options.create));
  try {
    return await handleCommand(store, userStream(userId), sealedDecider(userDecider, cipher), command, withContext(sealedContext(deps.context, cipher)));
  } catch (error) {
    if (options.missing && error instanceof DomainError && error.code === 'NOT_FOUND') throw options.missing();
    throw error;
  }
}

/** A user's state with personal fields opened; for reads that decide nothing. */
export async function loadUser(store: EventStore, vault: Vault, userId: string, now = new Date()): Promise<UserState> {
  return loadState(store, userStream(userId), sealedDecider(userDecider, await cipherFor(vault, store, userId, now)));
}

export async function loadRegistered(store: EventStore, vault: Vault, userId: string): Promise<RegisteredUser | undefined> {
  const state = await loadUser(store, vault, userId);
  return state.status === 'registered' ? state : undefined;
}

export const registered = (state: UserState): RegisteredUser => {
  if (state.status !== 'registered') throw new DomainError('NOT_FOUND', 'User not found');
  return state;
};
