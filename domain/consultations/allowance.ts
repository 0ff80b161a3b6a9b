import type { Decider, DomainEvent } from '../shared/decider.ts';
import type { TierId } from '../subscriptions/tiers.ts';
import { demandAccess, upgradeFor as upgradeForFeature } from '../subscriptions/policy.ts';

/**
 * A user's consultations of one UTC calendar month, `consultationAllowance-<userId>-<YYYY-MM>`:
 * booking uses one before it holds a slot, so two bookings racing for the last one cannot both
 * pass. A timely cancellation returns it to the month it was taken from, so cancelling a booking
 * made last month changes nothing in this one; a late cancellation keeps it used.
 */
export type AllowanceUsed = DomainEvent<'ConsultationAllowanceUsed', { userId: string; month: string; bookingId: string; usedAt: string }>;
export type AllowanceReturned = DomainEvent<
  'ConsultationAllowanceReturned',
  { userId: string; month: string; bookingId: string; returnedAt: string }
>;
export type AllowanceEvent = AllowanceUsed | AllowanceReturned;

export type AllowanceState = { used: string[] };

export type UseAllowance = { type: 'UseAllowance'; data: { userId: string; month: string; bookingId: string; tier: TierId; now: string } };
export type ReturnAllowance = { type: 'ReturnAllowance'; data: { userId: string; month: string; bookingId: string; now: string } };
export type AllowanceCommand = UseAllowance | ReturnAllowance;

/** The next tier with a larger monthly allowance, for the upgrade hint; null at the top. */
export const upgradeFor = (tier: TierId): TierId | null => upgradeForFeature(tier, 'consultations');

export function decide(command: AllowanceCommand, state: AllowanceState): AllowanceEvent[] {
  const { userId, month, bookingId, now } = command.data;
  const has = state.used.includes(bookingId);
  if (command.type === 'ReturnAllowance') {
    return has ? [{ type: 'ConsultationAllowanceReturned', data: { userId, month, bookingId, returnedAt: now } }] : [];
  }
  if (has) return [];
  demandAccess(command.data.tier, 'consultation', { used: state.used.length, month });
  return [{ type: 'ConsultationAllowanceUsed', data: { userId, month, bookingId, usedAt: now } }];
}

export const allowanceDecider: Decider<AllowanceState, AllowanceCommand, AllowanceEvent> = {
  initialState: () => ({ used: [] }),
  evolve: (state, event) =>
    event.type === 'ConsultationAllowanceUsed'
      ? { used: [...state.used, event.data.bookingId] }
      : { used: state.used.filter((id) => id !== event.data.bookingId) },
  decide,
};

export const allowanceStream = (userId: string, month: string): string => `consultationAllowance-${userId}-${month}`;
