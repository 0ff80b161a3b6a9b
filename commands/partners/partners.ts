import { randomUUID } from 'node:crypto';
import type { EventStore } from '../../infra/eventstore/port.ts';
import type { ReadStore } from '../../infra/readstore/port.ts';
import { ensurePersonKey, erasePersonKey, sealFor } from '../../infra/security/personalData.ts';
import { handleCommand } from '../handleCommand.ts';
import { withoutPersonalData, type CommandContext } from '../context.ts';
import { applicationDecider, applicationStream, type ApplicationDetails } from '../../domain/partners/application.ts';
import { matchAllowanceDecider, matchesStream } from '../../domain/partners/matchAllowance.ts';
import type { TierId } from '../../domain/subscriptions/tiers.ts';

export type Deps = { now: () => Date; context: CommandContext };

/**
 * A firm's application from the public form. The contact address is the only personal field: it is
 * sealed with a key of its own, named by the application id, so it can be shredded on its own
 * (a rejection does so) without touching anyone else's data. The stream keeps no IP or user agent.
 */
export async function applyAsPartner(store: EventStore, keys: ReadStore, details: ApplicationDetails, deps: Deps) {
  const applicationId = randomUUID();
  const now = deps.now();
  const contactEmail = sealFor(await ensurePersonKey(keys, applicationId, now), applicationId, details.contactEmail);
  const command = { type: 'Apply' as const, data: { ...details, contactEmail, applicationId, now: now.toISOString() } };
  const result = await handleCommand(store, applicationStream(applicationId), applicationDecider, command, { context: withoutPersonalData(deps.context) });
  return { applicationId, ...result };
}

export type Outcome = { applicationId: string; decision: 'approve' | 'reject'; by: string; note: string | null };

/**
 * An admin's decision. A rejected firm's contact address has no further use, so its key is erased
 * after the event is appended (the event first: an interrupted rejection is finished by rejecting
 * again, which appends nothing and erases the key).
 */
export async function decideApplication(store: EventStore, keys: ReadStore, outcome: Outcome, deps: Deps) {
  const { applicationId, decision, by, note } = outcome;
  const now = deps.now();
  const type = decision === 'approve' ? ('Approve' as const) : ('Reject' as const);
  const result = await handleCommand(store, applicationStream(applicationId), applicationDecider, { type, data: { applicationId, by, note, now: now.toISOString() } }, {
    context: withoutPersonalData(deps.context),
  });
  if (result.newState.status === 'rejected') await erasePersonKey(keys, applicationId, now);
  return result;
}

export async function verifyPartner(store: EventStore, input: { applicationId: string; by: string; verified: boolean }, deps: Deps) {
  const command = { type: 'Verify' as const, data: { ...input, now: deps.now().toISOString() } };
  return handleCommand(store, applicationStream(input.applicationId), applicationDecider, command, { context: withoutPersonalData(deps.context) });
}

/** Counts one answered matching request against the month's `partnerMatches` (QUOTA_EXCEEDED over it). */
export async function countPartnerMatch(store: EventStore, input: { requestId: string; userId: string; tier: TierId; matches: number }, deps: Deps) {
  const now = deps.now();
  const month = now.toISOString().slice(0, 7);
  const command = { type: 'CountMatch' as const, data: { ...input, month, at: now.toISOString() } };
  return handleCommand(store, matchesStream(input.userId, month), matchAllowanceDecider, command, { context: withoutPersonalData(deps.context) });
}
