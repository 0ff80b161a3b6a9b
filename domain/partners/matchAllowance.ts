import type { Decider, DomainEvent } from '../shared/decider.ts';
import type { TierId } from '../subscriptions/tiers.ts';
import { demandAccess } from '../subscriptions/policy.ts';

/**
 * A user's partner-matching requests of one UTC month, `partnerMatches-<userId>-<YYYY-MM>`: the
 * stream's length is the month's use, checked at append like market searches, so two concurrent
 * requests cannot both take the last one. It holds no criteria, only that a request was answered.
 */
export type PartnerMatchesRequested = DomainEvent<'PartnerMatchesRequested', { requestId: string; userId: string; month: string; matches: number; at: string }>;
export type MatchAllowanceEvent = PartnerMatchesRequested;

export type MatchAllowanceState = { ids: string[] };
export type CountMatch = { type: 'CountMatch'; data: PartnerMatchesRequested['data'] & { tier: TierId } };

export const matchesStream = (userId: string, month: string): string => `partnerMatches-${userId}-${month}`;

export function decide(command: CountMatch, state: MatchAllowanceState): MatchAllowanceEvent[] {
  const { tier, ...data } = command.data;
  if (state.ids.includes(data.requestId)) return [];
  demandAccess(tier, 'partnerMatch', { used: state.ids.length, month: data.month });
  return [{ type: 'PartnerMatchesRequested', data }];
}

export const matchAllowanceDecider: Decider<MatchAllowanceState, CountMatch, MatchAllowanceEvent> = {
  initialState: () => ({ ids: [] }),
  evolve: (state, event) => ({ ids: [...state.ids, event.data.requestId] }),
  decide,
};
