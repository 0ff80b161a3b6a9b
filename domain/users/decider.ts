import type { Decider } from '../shared/decider.ts';
import { decideAdmin, isAdminCommand, type AdminUpdateUser } from './adminLogic.ts';
import { decide, type UserCommand } from './businessLogic.ts';
import { decideMfa, isMfaCommand, type MfaCommand } from './mfa.ts';
import { decideCredentials, isCredentialCommand, type CredentialCommand } from './credentialLogic.ts';
import { evolve, initialState, type UserEvent, type UserState } from './user.ts';

export const userDecider: Decider<UserState, UserCommand | CredentialCommand | AdminUpdateUser | MfaCommand, UserEvent> = {
  initialState,
  evolve,
  decide: (command, state) => {
    if (isCredentialCommand(command)) return decideCredentials(command, state);
    if (isAdminCommand(command)) return decideAdmin(command, state);
    if (isMfaCommand(command)) return decideMfa(command, state);
    return decide(command as UserCommand, state);
  },
};
