import type { Decider, DomainEvent } from '../shared/decider.ts';
import { DomainError } from '../shared/errors.ts';
import { limitOf, type TierId } from '../subscriptions/tiers.ts';
import { upgradeFor } from '../market/searches.ts';

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
  const limit = limitOf(tier, 'partnerMatches');
  if (limit !== null && state.ids.length >= limit) {
    const message = limit === 0 ? `Partner matching is not included in the ${tier} plan.` : `Your plan includes ${limit} partner matches a month, and this month's are used.`;
    throw new DomainError('QUOTA_EXCEEDED', message, { feature: 'partnerMatches', limit, used: state.ids.length, upgradeTo: upgradeFor(tier, 'partnerMatches') });
  }
  return [{ type: 'PartnerMatchesRequested', data }];
}

export const matchAllowanceDecider: Decider<MatchAllowanceState, CountMatch, MatchAllowanceEvent> = {
  initialState: () => ({ ids: [] }),
  evolve: (state, event) => ({ ids: [...state.ids, event.data.requestId] }),
  decide,
};
