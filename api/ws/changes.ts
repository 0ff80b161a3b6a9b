import { concatMap, from, share, type Observable } from 'rxjs';
import type { RecordedEvent } from '../../infra/eventstore/port.ts';
import { streamCategory, streamId } from '../../infra/eventstore/port.ts';
import type { ReadStore } from '../../infra/readstore/port.ts';
import { getUserView } from '../../projections/queries/users.ts';
import { usersProjection } from '../../projections/users.ts';
import { USER_ACCOUNT_CATEGORIES } from '../../projections/userAccount.ts';

/** A read-model change and who may see it. */
export type Change = {
  type: `${string}.updated` | `${string}.deleted`;
  id: string;
  data: unknown;
  audience: { userIds: string[]; admins: boolean };
};

type ChangeSource = (event: RecordedEvent, store: ReadStore) => Promise<Change[]>;

/**
 * The user's own account, as /api/users/me shows it; admins see every account change. The
 * subscription and business-profile streams are keyed by the user id too and change the view.
 */
const userChanges: ChangeSource = async (event, store) => {
  const category = streamCategory(event.streamName);
  if ((category !== 'user' && !USER_ACCOUNT_CATEGORIES.has(category)) || !usersProjection.eventTypes.has(event.type)) return [];
  const id = streamId(event.streamName);
  const user = await getUserView(store, id);
  if (!user) return [];
  return [{ type: 'user.updated', id, data: user, audience: { userIds: [id], admins: true } }];
};

const sources: ChangeSource[] = [userChanges];

/**
 * Turns projected events into read-model changes, in log order. The data is read back from the
 * read model, so a message always matches what the API would answer.
 */
export function changesFrom(projected$: Observable<RecordedEvent>, store: ReadStore): Observable<Change> {
  return projected$.pipe(
    concatMap((event) => from(Promise.all(sources.map((s) => s(event, store))).then((all) => all.flat()))),
    concatMap((changes) => from(changes)),
    share(),
  );
}
