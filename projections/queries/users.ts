import type { ReadStore } from '../../infra/readstore/port.ts';
import { ERASED } from '../../infra/security/personalData.ts';
import { USERS, type UserDoc } from '../users.ts';

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

/** The account as its owner sees it; an erased account has no owner any more, so none. */
export async function getUserView(store: ReadStore, userId: string): Promise<UserView | undefined> {
  const doc = await store.collection<UserDoc>(USERS).findOne({ _id: userId });
  return doc && !doc.erasedAt ? userView({ ...doc, id: doc._id }) : undefined;
}
