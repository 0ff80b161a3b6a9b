import type { EventStore } from '../../infra/eventstore/port.ts';
import { handleCommand } from '../handleCommand.ts';
import type { CommandContext } from '../context.ts';
import { searchesDecider, searchesStream, type MarketSearched } from '../../domain/market/searches.ts';
import type { TierId } from '../../domain/subscriptions/tiers.ts';

export type SearchRecord = Omit<MarketSearched['data'], 'month' | 'at'> & { tier: TierId };

/** Counts a signed-in search against the month's allowance and keeps it in the user's history (QUOTA_EXCEEDED when used up). */
export async function recordSearch(store: EventStore, search: SearchRecord, deps: { now: () => Date; context: CommandContext }) {
  const now = deps.now();
  const month = now.toISOString().slice(0, 7);
  const command = { type: 'RecordSearch' as const, data: { ...search, month, at: now.toISOString() } };
  return handleCommand(store, searchesStream(search.userId, month), searchesDecider, command, { context: deps.context });
}
