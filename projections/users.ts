import type { RecordedEvent } from '../infra/eventstore/port.ts';
import type { Doc, ReadStore } from '../infra/readstore/port.ts';
import type { Role, Tier, UserEvent } from '../domain/users/user.ts';
import type { Projection } from './projection.ts';
import type { CredentialEvent } from '../domain/users/credentials.ts';
import { USER_CREDENTIAL_EVENTS, applyCredentialEvent, type UserSignInFields } from './userCredentials.ts';
import { INITIAL_ACCOUNT_REVS, USER_ACCOUNT_EVENT_TYPES, applyUserAccountEvent, type UserAccountFields } from './userAccount.ts';

export const USERS = 'users';

/** The users read model: what /api/users/me and the back office show. No secrets live here. */
export type UserDoc = Doc & UserAccountFields & UserSignInFields & {
  email: string;
  firstName: string;
  lastName: string;
  displayName: string;
  role: Role;
  emailVerified: boolean;
  businessInfoCompleted: boolean;
  subscriptionTier: Tier;
  createdAt: string;
  updatedAt: string;
  /** Revision of the last user-stream event applied; updates are guarded on it. */
  _rev: number;
};

export const usersProjection: Projection = {
  name: 'users',
  version: 3,
  collections: [USERS],
  eventTypes: new Set<string>(['UserRegistered', 'UserProfileUpdated', ...USER_ACCOUNT_EVENT_TYPES, ...USER_CREDENTIAL_EVENTS]),
  async setup(store) {
    await store.collection(USERS).createIndex({ email: 1 }, { unique: true });
  },
  async apply(recorded: RecordedEvent, store: ReadStore) {
    const event = { type: recorded.type, data: recorded.data } as UserEvent;
    const users = store.collection<UserDoc>(USERS);
    const rev = recorded.revision;
    switch (event.type) {
      case 'UserRegistered': {
        const d = event.data;
        // $setOnInsert makes a replayed registration a no-op.
        await users.updateOne(
          { _id: d.userId },
          {
            $setOnInsert: {
              email: d.email,
              firstName: d.firstName,
              lastName: d.lastName,
              displayName: d.displayName,
              role: d.role,
              emailVerified: false,
              businessInfoCompleted: false,
              subscriptionTier: 'free',
              createdAt: d.registeredAt,
              updatedAt: d.registeredAt,
              _rev: rev,
              _revs: INITIAL_ACCOUNT_REVS,
            },
          },
          { upsert: true },
        );
        return;
      }
      case 'UserProfileUpdated':
        await users.updateOne(
          { _id: event.data.userId, _rev: { $lt: rev } },
          { $set: { ...event.data.changes, updatedAt: event.data.updatedAt, _rev: rev } },
        );
        return;
      default:
        if (USER_CREDENTIAL_EVENTS.has(event.type as CredentialEvent['type'])) return applyCredentialEvent(event as CredentialEvent, users, rev);
        return applyUserAccountEvent(recorded, users);
    }
  },
};
