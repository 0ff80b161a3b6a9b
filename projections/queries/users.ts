import { streamCategory, type RecordedEvent } from '../../infra/eventstore/port.ts';
import type { ReadStore } from '../../infra/readstore/port.ts';
import { ERASED } from '../../infra/security/personalData.ts';
import { USERS, usersProjection, type UserDoc } from '../users.ts';
import { USER_ACCOUNT_CATEGORIES } from '../userAccount.ts';

type UserFields = Pick<
  UserDoc,
  'email' | 'firstName' | 'lastName' | 'displayName' | 'role' | 'emailVerified' | 'businessInfoCompleted' | 'subscriptionTier' | 'createdAt'
> &
  Pick<UserDoc, 'subscriptionBillingPeriod' | 'subscriptionStartDate' | 'subscriptionPromoCode'> &
  Pick<UserDoc, 'hasPassword' | 'googleId' | 'googlePicture' | 'linkedinId' | 'linkedinPicture' | 'erasedAt'> & { id: string };

/**
 * The user as every API answer and websocket message shows it. The spec reads some fields in
 * both camelCase and snake_case, so both are present.
 */
export function userView(u: UserFields) {
  return {
    id: u.id,
    email: u.erasedAt ? ERASED : u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    displayName: u.displayName,
    role: u.role,
    emailVerified: u.emailVerified,
    businessInfoCompleted: u.businessInfoCompleted,
    business_info_completed: u.businessInfoCompleted,
    subscriptionTier: u.subscriptionTier,
    subscription_tier: u.subscriptionTier,
    subscription_billing_period: u.subscriptionBillingPeriod ?? null,
    subscription_start_date: u.subscriptionStartDate ?? null,
    subscription_promo_code: u.subscriptionPromoCode ?? null,
    googleId: u.googleId ?? null,
    google_picture: u.googlePicture ?? null,
    linkedinId: u.linkedinId ?? null,
    linkedin_picture: u.linkedinPicture ?? null,
    signInMethods: [...(u.hasPassword === false ? [] : ['password']), ...(u.googleId ? ['google'] : []), ...(u.linkedinId ? ['linkedin'] : [])],
    createdAt: u.createdAt,
  };
}

export type UserView = ReturnType<typeof userView>;

export type UserCounts = { users: number; verifiedUsers: number; admins: number; experts: number };

/** The users read model's repository: callers never name its collection or its document shape. */
export function users(store: ReadStore) {
  const docs = () => store.collection<UserDoc>(USERS);
  return {
    /** The account as its owner sees it; an erased account has no owner any more, so none. */
    async byId(userId: string): Promise<UserView | undefined> {
      const doc = await docs().findOne({ _id: userId });
      return doc && !doc.erasedAt ? userView({ ...doc, id: doc._id }) : undefined;
    },
    /** The back office's head counts. */
    async counts(): Promise<UserCounts> {
      const [all, verifiedUsers, admins, experts] = await Promise.all([
        docs().countDocuments({}),
        docs().countDocuments({ emailVerified: true }),
        docs().countDocuments({ role: 'admin' }),
        docs().countDocuments({ role: 'expert' }),
      ]);
      return { users: all, verifiedUsers, admins, experts };
    },
  };
}

export const getUserView = (store: ReadStore, userId: string): Promise<UserView | undefined> => users(store).byId(userId);

/** The projection behind these queries, for read-your-writes waits and the live feed. */
export const USERS_READ_MODEL = usersProjection.name;

/**
 * Whether an event changes the account view of the user whose id keys its stream: the user stream,
 * and the subscription and business-profile streams (keyed by the user id too).
 */
export function changesUserView(event: Pick<RecordedEvent, 'streamName' | 'type'>): boolean {
  const category = streamCategory(event.streamName);
  return (category === 'user' || USER_ACCOUNT_CATEGORIES.has(category)) && usersProjection.eventTypes.has(event.type);
}
