import type { EventStore } from '../../infra/eventstore/port.ts';
import type { ReadStore } from '../../infra/readstore/port.ts';
import { ensurePersonKey, sealFor } from '../../infra/security/personalData.ts';
import { handleCommand } from '../handleCommand.ts';
import { withoutPersonalData, type CommandContext } from '../context.ts';
import { searchesDecider, searchesStream, type MarketSearched } from '../../domain/market/searches.ts';
import type { TierId } from '../../domain/subscriptions/tiers.ts';

export type SearchRecord = Omit<MarketSearched['data'], 'month' | 'at'> & { tier: TierId };

/**
 * Counts a signed-in search against the month's allowance and keeps it in the user's history
 * (QUOTA_EXCEEDED when used up). What someone searched for is personal, so the query is sealed
 * with the person's key (`keys`: the read store that holds person keys) and erasing them erases it;
 * the stream keeps no IP or user agent.
 */
export async function recordSearch(store: EventStore, keys: ReadStore, search: SearchRecord, deps: { now: () => Date; context: CommandContext }) {
  const now = deps.now();
  const month = now.toISOString().slice(0, 7);
  const query = sealFor(await ensurePersonKey(keys, search.userId, now), search.userId, search.query);
  const command = { type: 'RecordSearch' as const, data: { ...search, query, month, at: now.toISOString() } };
  return handleCommand(store, searchesStream(search.userId, month), searchesDecider, command, { context: withoutPersonalData(deps.context) });
}
