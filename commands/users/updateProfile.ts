import type { EventStore } from '../../infra/eventstore/port.ts';
import { onUser, type UserDeps } from './run.ts';

export type ProfileChanges = { firstName?: string; lastName?: string; displayName?: string };

export function updateProfile(store: EventStore, userId: string, changes: ProfileChanges, deps: UserDeps) {
  return onUser(store, userId, deps, { type: 'UpdateProfile', data: { userId, ...changes, now: deps.now().toISOString() } });
}
