import type { RecordedEvent } from '../../infra/eventstore/port.ts';
import { streamId } from '../../infra/eventstore/port.ts';
import type { ReadStore } from '../../infra/readstore/port.ts';
import { USERS_READ_MODEL, changesUserView, getUserView } from '../../projections/queries/users.ts';
import { conversationChangesOf } from '../../projections/queries/conversations.ts';
import { BOOKINGS_READ_MODEL, BOOKING_EVENT_TYPES, getBookingDoc } from '../../projections/queries/bookings.ts';
import { bookingViewOf } from '../views/bookings.ts';
import { STATISTICS_READ_MODEL, changesStatistics } from '../../projections/queries/statistics.ts';
import { STATS_UPDATED_FRAME } from '../../contracts/adminStats.ts';

/**
 * Who may see a change: the listed users' sockets, and every admin socket when `admins`. Some
 * events name only their aggregate (a booking's later events name the booking, not its parties):
 * `ofData` then names the users from the document once it is read.
 */
export type Audience = { readonly userIds: readonly string[]; readonly admins: boolean; readonly ofData?: (data: unknown) => readonly string[] };

/**
 * A read-model change as the event alone tells it: its kind, document and audience. The data is
 * read from the read model only once someone connected is in the audience, so a change nobody
 * connected should see costs the routing below and nothing more.
 */
export type Change = {
  type: `${string}.created` | `${string}.updated` | `${string}.deleted`;
  id: string;
  audience: Audience;
  /** The document as the API would answer it now; undefined when there is nothing to show (erased). */
  read: (store: ReadStore) => Promise<unknown>;
};

/**
 * The projections the feed follows (`ctx.projectedBy` of each). The changes below read their data
 * from these read models, so an event goes out only once every one of them includes it (the
 * slowest, see follow.ts); a change reading another read model adds its projection here.
 */
export const FEED_PROJECTIONS: readonly string[] = [USERS_READ_MODEL, BOOKINGS_READ_MODEL, STATISTICS_READ_MODEL];

/**
 * The user's own account, as /api/users/me shows it; admins see every account change. The
 * subscription and business-profile streams are keyed by the user id too and change the view.
 */
function userChange(event: RecordedEvent): Change | undefined {
  if (!changesUserView(event)) return undefined;
  const id = streamId(event.streamName);
  return { type: 'user.updated', id, audience: { userIds: [id], admins: true }, read: (store) => getUserView(store, id) };
}

/**
 * Conversations (issues 9 and 10): each message to the participants (admins too for an expert
 * chat). Their data comes from the event itself, not a read model, so following `users` is enough.
 */
function conversationChanges(event: RecordedEvent): Change[] {
  return conversationChangesOf(event).map((c) => ({ type: c.type, id: c.id, audience: { userIds: c.userIds, admins: c.admins }, read: c.read }));
}

const partiesOf = (data: unknown): readonly string[] => {
  const b = data as { userId: string; expertId: string } | undefined;
  return b ? [b.userId, b.expertId] : [];
};

/** A booking as GET /api/bookings/{id} answers it (the same for its user, its expert and admins; the email of its client stays out). */
function bookingChange(event: RecordedEvent): Change | undefined {
  if (!BOOKING_EVENT_TYPES.has(event.type)) return undefined;
  const id = streamId(event.streamName);
  return {
    type: 'booking.updated',
    id,
    audience: { userIds: [], admins: true, ofData: partiesOf },
    read: async (store) => {
      const doc = await getBookingDoc(store, id);
      return doc ? bookingViewOf(store, doc) : undefined;
    },
  };
}

/**
 * The back office's numbers moved (issue 11): admins' dashboards refetch. The frame names only the
 * day the event counts in, so it carries no personal data; analysts are no admin audience (they see
 * user changes nowhere), so their pages refetch on their own.
 */
function statsChange(event: RecordedEvent): Change | undefined {
  if (!changesStatistics(event)) return undefined;
  return { type: STATS_UPDATED_FRAME, id: 'statistics', audience: { userIds: [], admins: true }, read: async () => ({}) };
}

/** Pure and synchronous: run for every projected event, live and on replay. */
export function changesOf(event: RecordedEvent): Change[] {
  const one = userChange(event) ?? bookingChange(event);
  const changes = one ? [one] : conversationChanges(event);
  const stats = statsChange(event);
  return stats ? [...changes, stats] : changes;
}
