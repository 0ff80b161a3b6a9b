import type { Decider } from '../shared/decider.ts';
import { decide, type UserCommand } from './businessLogic.ts';
import { decideCredentials, isCredentialCommand, type CredentialCommand } from './credentialLogic.ts';
import { evolve, initialState, type UserEvent, type UserState } from './user.ts';

export const userDecider: Decider<UserState, UserCommand | CredentialCommand, UserEvent> = {
  initialState,
  evolve,
  decide: (command, state) => (isCredentialCommand(command) ? decideCredentials(command, state) : decide(command as UserCommand, state)),
};
