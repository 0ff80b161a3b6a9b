import { userDecider } from '../../domain/users/decider.ts';
import { userStream } from '../../domain/users/user.ts';
import type { EventStore } from '../../infra/eventstore/port.ts';
import { handleCommand } from '../handleCommand.ts';

export type ProfileChanges = { firstName?: string; lastName?: string; displayName?: string };

export function updateProfile(
  store: EventStore,
  userId: string,
  changes: ProfileChanges,
  deps: { now: () => Date; metadata?: Record<string, unknown> },
) {
  return handleCommand(
    store,
    userStream(userId),
    userDecider,
    { type: 'UpdateProfile', data: { userId, ...changes, now: deps.now().toISOString() } },
    { metadata: deps.metadata },
  );
}
