import { expertDecider, expertStream, type ExpertProfile } from '../../domain/consultations/expertProfile.ts';
import type { DomainEvent } from '../../domain/shared/decider.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import type { UserRoleChanged } from '../../domain/users/credentials.ts';
import { userStream, type Role } from '../../domain/users/user.ts';
import type { EventStore } from '../../infra/eventstore/port.ts';
import type { CommandContext } from '../context.ts';
import { handleCommand, loadState } from '../handleCommand.ts';

export type ConsultationDeps = { now: () => Date; context: CommandContext };

export function updateExpertProfile(store: EventStore, expertId: string, profile: ExpertProfile, deps: ConsultationDeps) {
  return handleCommand(
    store,
    expertStream(expertId),
    expertDecider,
    { type: 'UpdateExpertProfile', data: { expertId, profile, now: deps.now().toISOString() } },
    { context: deps.context },
  );
}

export async function loadExpertProfile(store: EventStore, expertId: string): Promise<ExpertProfile | null> {
  return (await loadState(store, expertStream(expertId), expertDecider)).profile;
}

/**
 * An admin sets a user's role (PUT /admin/users/{id} {role}). Only the role is read from the user
 * stream, so this never opens sealed personal fields; the change is appended with the revision
 * read, like any command. The person signs in again to get a token with the new role.
 */
type RoleState = { status: 'none' | 'registered' | 'erased'; role: Role };
type RoleEvent = DomainEvent<string, { role?: Role }> | UserRoleChanged;
const roleDecider = {
  initialState: (): RoleState => ({ status: 'none', role: 'user' }),
  evolve: (state: RoleState, event: RoleEvent): RoleState => {
    if (event.type === 'UserRegistered' || event.type === 'UserRegisteredViaProvider') return { status: 'registered', role: event.data.role ?? 'user' };
    if (event.type === 'UserRoleChanged') return { ...state, role: event.data.role ?? state.role };
    if (event.type === 'PersonalDataErased') return { ...state, status: 'erased' };
    return state;
  },
  decide: (command: { userId: string; role: Role; now: string }, state: RoleState): RoleEvent[] => {
    if (state.status !== 'registered') throw new DomainError('NOT_FOUND', 'User not found');
    if (state.role === command.role) return [];
    return [{ type: 'UserRoleChanged', data: { userId: command.userId, role: command.role, changedAt: command.now } }];
  },
};

export function setUserRole(store: EventStore, userId: string, role: Role, deps: ConsultationDeps) {
  return handleCommand(store, userStream(userId), roleDecider, { userId, role, now: deps.now().toISOString() }, { context: deps.context });
}
