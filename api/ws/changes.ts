import type { RecordedEvent } from '../../infra/eventstore/port.ts';
import { streamId } from '../../infra/eventstore/port.ts';
import type { ReadStore } from '../../infra/readstore/port.ts';
import { USERS_READ_MODEL, changesUserView, getUserView } from '../../projections/queries/users.ts';
import { conversationChangesOf } from '../../projections/queries/conversations.ts';

/** Who may see a change: the listed users' sockets, and every admin socket when `admins`. */
export type Audience = { readonly userIds: readonly string[]; readonly admins: boolean };

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
 * The projection the feed follows (`ctx.projectedBy`). Every change below reads its data from
 * this projection's read model, so a frame goes out only once the model includes its event.
 */
export const FEED_PROJECTION = USERS_READ_MODEL;

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

/** Pure and synchronous: run for every projected event, live and on replay. */
export function changesOf(event: RecordedEvent): Change[] {
  const user = userChange(event);
  return user ? [user] : conversationChanges(event);
}
