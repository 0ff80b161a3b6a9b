import type { RecordedEvent } from '../infra/eventstore/port.ts';
import type { Doc, ReadStore } from '../infra/readstore/port.ts';
import type { Role, Tier, UserEvent } from '../domain/users/user.ts';
import type { Projection } from './projection.ts';
import { USER_CREDENTIAL_EVENTS, applyCredentialEvent, isUserCredentialEvent, type UserSignInFields } from './userCredentials.ts';
import { INITIAL_ACCOUNT_REVS, USER_ACCOUNT_EVENT_TYPES, applyUserAccountEvent, type AccountEvent, type UserAccountFields } from './userAccount.ts';
import { projected } from './events.ts';
import { erasedEmail, openNames } from './userNames.ts';

export { erasedEmail, openNames };
import { ERASED, openValue } from '../infra/security/personalData.ts';

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
  /** Set once the person is erased; the personal fields then read "[erased]". */
  erasedAt?: string;
  /** Revision of the last user-stream event applied; updates are guarded on it. */
  _rev: number;
};

export const usersProjection: Projection = {
  name: 'users',
  version: 3,
  collections: [USERS],
  eventTypes: new Set<string>(['UserRegistered', 'UserProfileUpdated', 'PersonalDataErased', ...USER_ACCOUNT_EVENT_TYPES, ...USER_CREDENTIAL_EVENTS]),
  async setup(store) {
    await store.collection(USERS).createIndex({ email: 1 }, { unique: true });
  },
  async apply(recorded: RecordedEvent, store: ReadStore) {
    const event = projected<UserEvent | AccountEvent>(recorded);
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
              ...(await openNames(store, d)),
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
      case 'UserProfileUpdated': {
        const changes: Record<string, string> = {};
        for (const [field, value] of Object.entries(event.data.changes)) if (value !== undefined) changes[field] = await openValue(store, value);
        await users.updateOne({ _id: event.data.userId, _rev: { $lt: rev } }, { $set: { ...changes, updatedAt: event.data.updatedAt, _rev: rev } });
        return;
      }
      case 'PersonalDataErased': {
        const d = event.data;
        await users.updateOne({ _id: d.userId, _rev: { $lt: rev } }, { $set: { ...erasedFields(d.userId), erasedAt: d.erasedAt, updatedAt: d.erasedAt, _rev: rev } });
        return;
      }
      default:
        if (isUserCredentialEvent(event)) return applyCredentialEvent(event, users, rev, store);
        if (event.type === 'SubscriptionChanged' || event.type === 'BusinessOnboardingCompleted') return applyUserAccountEvent(event, recorded, users);
        return;
    }
  },
};

export function erasedFields(userId: string) {
  return {
    email: erasedEmail(userId),
    firstName: ERASED,
    lastName: ERASED,
    displayName: ERASED,
    googleId: null,
    googlePicture: null,
    linkedinId: null,
    linkedinPicture: null,
  };
}

