import type { Role } from '../../domain/users/user.ts';
import type { TierId } from '../../domain/subscriptions/tiers.ts';
import type { EventStore, Position } from '../../infra/eventstore/port.ts';
import { changePlan } from '../subscriptions/changePlan.ts';
import { requireRecentReauth, signedInUser } from './account.ts';
import { withAllSessionsEnded } from './credentials.ts';
import { onUser, registered, type UserDeps } from './run.ts';

export type AdminChanges = { role?: Role; subscriptionTier?: TierId; disabled?: boolean; displayName?: string };

/**
 * PUT /admin/users/{id}. A role change or a disabling is destructive, so the acting admin must
 * have re-authenticated in the last 5 minutes (as erasure asks). `otherActiveAdmins` counts the
 * active admins besides the target, for the last-admin rule. The actor and IP come from
 * `deps.context`, so every change is an event saying who did it and from where.
 */
export async function adminUpdateUser(
  store: EventStore,
  actorId: string,
  userId: string,
  changes: AdminChanges,
  otherActiveAdmins: () => Promise<number>,
  deps: UserDeps,
): Promise<{ position: Position | undefined }> {
  const { subscriptionTier, ...account } = changes;
  if (account.role !== undefined || account.disabled === true) requireRecentReauth(await signedInUser(store, deps.vault, actorId), deps.now());
  const command = { type: 'AdminUpdateUser' as const, data: { ...account, otherActiveAdmins: await otherActiveAdmins(), now: deps.now().toISOString() } };
  // Only an actual change ends sessions: the decision lists the families, withAllSessionsEnded ends them.
  const result = account.disabled
    ? await withAllSessionsEnded(store, userId, 'account_disabled', deps, command)
    : account.role !== undefined
      ? await withAllSessionsEnded(store, userId, 'role_changed', deps, command)
      : await onUser(store, userId, deps, command);
  registered(result.newState);
  if (subscriptionTier === undefined) return { position: result.position };
  const plan = await changePlan(store, userId, { tier: subscriptionTier }, deps);
  return { position: plan.position ?? result.position };
}
