import type { ReadStore } from '../../infra/readstore/port.ts';
import { openValue } from '../../infra/security/personalData.ts';
import { INTRODUCTIONS, type IntroductionDoc } from '../introductions.ts';
import { users } from './users.ts';
import { getBusinessProfile } from './businessProfiles.ts';

export const INTRODUCTIONS_PROJECTION = 'introductions';
const LIST_LIMIT = 200;

/** The leads as the back office reads them: who asked (name, email, company), for whom, and what they wrote. */
export function introductions(store: ReadStore) {
  const docs = () => store.collection<IntroductionDoc>(INTRODUCTIONS);
  const people = users(store);
  return {
    async list() {
      const rows = await docs().find({}, { sort: { requestedAt: -1, _id: 1 }, limit: LIST_LIMIT });
      return Promise.all(
        rows.map(async (row) => {
          const [user, profile, message] = await Promise.all([
            people.byId(row.userId),
            getBusinessProfile(store, row.userId),
            row.message ? openValue(store, row.message) : null,
          ]);
          return {
            id: row._id,
            partner: { id: row.partnerId, name: row.partnerName, type: row.partnerType },
            // An erased account is gone: the lead stays, without the person.
            user: user ? { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName } : null,
            companyName: profile?.companyName ?? null,
            message,
            requestedAt: row.requestedAt,
          };
        }),
      );
    },
    /** The partners this user has already asked for. */
    async partnerIdsOf(userId: string): Promise<string[]> {
      return (await docs().find({ userId })).map((row) => row.partnerId);
    },
  };
}
