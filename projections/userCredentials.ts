import type { CredentialEvent } from '../domain/users/credentials.ts';
import type { ReadCollection, ReadStore } from '../infra/readstore/port.ts';
import { openValue } from '../infra/security/personalData.ts';
import type { UserDoc } from './users.ts';
import { openNames } from './userNames.ts';
import { INITIAL_ACCOUNT_REVS } from './userAccount.ts';

/** Credential events that change what the users read model shows; the rest carry no public state. */
export const USER_CREDENTIAL_EVENTS = new Set<CredentialEvent['type']>([
  'UserRegisteredViaProvider',
  'EmailVerified',
  'PasswordChanged',
  'ProviderLinked',
  'ProviderUnlinked',
  'UserRoleChanged',
  'UserDisabled',
  'UserEnabled',
]);

const credentialTypes: ReadonlySet<string> = USER_CREDENTIAL_EVENTS;
/** Narrows an event the registry already validated; only the type name is looked at. */
export const isUserCredentialEvent = (event: { type: string }): event is CredentialEvent => credentialTypes.has(event.type);

/** Sign-in fields of the users read model; absent on documents from before they existed. */
export type UserSignInFields = {
  hasPassword?: boolean;
  googleId?: string | null;
  googlePicture?: string | null;
  linkedinId?: string | null;
  linkedinPicture?: string | null;
  /** Set by an admin (issue 11); absent means enabled. */
  disabled?: boolean;
};

const providerFields = (provider: 'google' | 'linkedin') =>
  provider === 'google' ? (['googleId', 'googlePicture'] as const) : (['linkedinId', 'linkedinPicture'] as const);

/** Same idempotency rules as users.ts: creations via $setOnInsert, updates guarded on `_rev`. */
export async function applyCredentialEvent(event: CredentialEvent, users: ReadCollection<UserDoc>, rev: number, store: ReadStore): Promise<void> {
  const open = (value: string | null) => (value === null ? null : openValue(store, value));
  const update = (userId: string, set: Record<string, unknown>, at: string) =>
    users.updateOne({ _id: userId, _rev: { $lt: rev } }, { $set: { ...set, updatedAt: at, _rev: rev } });
  switch (event.type) {
    case 'UserRegisteredViaProvider': {
      const d = event.data;
      const [idField, pictureField] = providerFields(d.provider);
      await users.updateOne(
        { _id: d.userId },
        {
          $setOnInsert: {
            ...(await openNames(store, d)),
            role: d.role,
            emailVerified: true,
            businessInfoCompleted: false,
            subscriptionTier: 'free',
            hasPassword: false,
            [idField]: await open(d.subject),
            [pictureField]: await open(d.picture),
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
    case 'EmailVerified':
      return void (await update(event.data.userId, { emailVerified: true }, event.data.verifiedAt));
    case 'PasswordChanged': {
      const set: Record<string, unknown> = { hasPassword: true };
      if (event.data.via === 'reset') set.emailVerified = true; // as the domain: a reset proves the mailbox
      return void (await update(event.data.userId, set, event.data.changedAt));
    }
    case 'ProviderLinked': {
      const [idField, pictureField] = providerFields(event.data.provider);
      return void (await update(event.data.userId, { [idField]: await open(event.data.subject), [pictureField]: await open(event.data.picture) }, event.data.linkedAt));
    }
    case 'ProviderUnlinked': {
      const [idField, pictureField] = providerFields(event.data.provider);
      return void (await update(event.data.userId, { [idField]: null, [pictureField]: null }, event.data.unlinkedAt));
    }
    case 'UserRoleChanged':
      return void (await update(event.data.userId, { role: event.data.role }, event.data.changedAt));
    case 'UserDisabled':
      return void (await update(event.data.userId, { disabled: true }, event.data.disabledAt));
    case 'UserEnabled':
      return void (await update(event.data.userId, { disabled: false }, event.data.enabledAt));
    default:
      return;
  }
}
