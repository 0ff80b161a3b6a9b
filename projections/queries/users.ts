import { streamCategory, type RecordedEvent } from '../../infra/eventstore/port.ts';
import type { Filter, ReadStore } from '../../infra/readstore/port.ts';
import type { Role, Tier } from '../../domain/users/user.ts';
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

export type UserListQuery = {
  q?: string;
  role?: Role;
  tier?: Tier;
  verified?: boolean;
  onboarded?: boolean;
  disabled?: boolean;
  sort: UserSort;
  page: number;
  limit: number;
};
export const USER_SORTS = ['createdAt', '-createdAt', 'email', '-email', 'displayName', '-displayName', 'role', '-role'] as const;
export type UserSort = (typeof USER_SORTS)[number];

/** A row of the back office's user list: the account view plus what only an admin sees. */
export const adminRow = (doc: UserDoc) => ({ ...userView({ ...doc, id: doc._id }), disabled: doc.disabled === true, erased: Boolean(doc.erasedAt), updatedAt: doc.updatedAt });

export type AdminRow = ReturnType<typeof adminRow>;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function listFilter(query: UserListQuery): Filter {
  const filter: Filter = {};
  if (query.role) filter.role = query.role;
  if (query.tier) filter.subscriptionTier = query.tier;
  if (query.verified !== undefined) filter.emailVerified = query.verified;
  if (query.onboarded !== undefined) filter.businessInfoCompleted = query.onboarded;
  // Documents from before the field existed have no `disabled`: they are enabled.
  if (query.disabled !== undefined) filter.disabled = query.disabled ? true : { $ne: true };
  if (query.q) {
    const $regex = escapeRegex(query.q.trim());
    filter.$or = ['email', 'displayName', 'firstName', 'lastName'].map((field) => ({ [field]: { $regex, $options: 'i' } }));
  }
  return filter;
}

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
    /** The back office's list: filtered and paged by the store, never in memory. */
    async list(query: UserListQuery) {
      const filter = listFilter(query);
      const field = query.sort.replace(/^-/, '');
      const [rows, total] = await Promise.all([
        docs().find(filter, { sort: { [field]: query.sort.startsWith('-') ? -1 : 1, _id: 1 }, skip: (query.page - 1) * query.limit, limit: query.limit }),
        docs().countDocuments(filter),
      ]);
      return { items: rows.map(adminRow), total, page: query.page, limit: query.limit };
    },
    /** How many users the list's filters match. */
    count: (query: Omit<UserListQuery, 'page' | 'limit'>): Promise<number> => docs().countDocuments(listFilter({ ...query, page: 1, limit: 1 })),
    /**
     * Every user the list's filters match, in its order, a page at a time (exports). Keyset paging on
     * (sort field, _id), so the last page costs what the first does and memory holds one page.
     */
    async *scan(query: Omit<UserListQuery, 'page' | 'limit'>, pageSize = 500): AsyncGenerator<AdminRow[]> {
      const base = listFilter({ ...query, page: 1, limit: pageSize });
      const field = query.sort.replace(/^-/, '') as 'createdAt' | 'email' | 'displayName' | 'role';
      const order = query.sort.startsWith('-') ? -1 : 1;
      let last: UserDoc | undefined;
      for (;;) {
        const after = last && { $or: [{ [field]: { [order < 0 ? '$lt' : '$gt']: last[field] } }, { [field]: last[field], _id: { $gt: last._id } }] };
        const page = await docs().find(after ? { $and: [base, after] } : base, { sort: { [field]: order, _id: 1 }, limit: pageSize });
        if (page.length > 0) yield page.map(adminRow);
        if (page.length < pageSize) return;
        last = page.at(-1);
      }
    },
    /** One row of the back office's list, erased or not. */
    async row(userId: string) {
      const doc = await docs().findOne({ _id: userId });
      return doc ? adminRow(doc) : undefined;
    },
    /** Active admins other than `userId`, for the last-admin rule. */
    otherActiveAdmins(userId: string): Promise<number> {
      return docs().countDocuments({ role: 'admin', disabled: { $ne: true }, erasedAt: { $exists: false }, _id: { $ne: userId } });
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
