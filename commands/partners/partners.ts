import { randomUUID } from 'node:crypto';
import type { EventStore } from '../../infra/eventstore/port.ts';
import type { ReadStore } from '../../infra/readstore/port.ts';
import { ensurePersonKey, erasePersonKey, personKey } from '../../infra/security/personalData.ts';
import { handleCommand } from '../handleCommand.ts';
import { withoutPersonalData, type CommandContext } from '../context.ts';
import { PersonCipher, sealedDecider } from '../users/personal.ts';
import { applicationDecider, applicationStream, type ApplicationDetails } from '../../domain/partners/application.ts';
import { matchAllowanceDecider, matchesStream } from '../../domain/partners/matchAllowance.ts';
import type { TierId } from '../../domain/subscriptions/tiers.ts';

export type Deps = { now: () => Date; context: CommandContext };

/**
 * The application's key, named by its id (made on first need: applications from before had one only
 * once they gave an address). The fields SEALED_FIELDS lists (name, website, services, contact
 * address) are sealed with it, so they are shredded on their own (a rejection
 * does so) without touching anyone else's data. The stream keeps no IP or user agent.
 */
async function applicationDeciderFor(keys: ReadStore, applicationId: string, now: Date) {
  const key = await personKey(keys, applicationId);
  const cipher = new PersonCipher(applicationId, key ?? (await ensurePersonKey(keys, applicationId, now)));
  return sealedDecider(applicationDecider, cipher);
}

/** A firm's application from the public form. */
export async function applyAsPartner(store: EventStore, keys: ReadStore, details: ApplicationDetails, deps: Deps) {
  const applicationId = randomUUID();
  const now = deps.now();
  const command = { type: 'Apply' as const, data: { ...details, applicationId, now: now.toISOString() } };
  const decider = await applicationDeciderFor(keys, applicationId, now);
  const result = await handleCommand(store, applicationStream(applicationId), decider, command, { context: withoutPersonalData(deps.context) });
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
  const decider = await applicationDeciderFor(keys, applicationId, now);
  const result = await handleCommand(store, applicationStream(applicationId), decider, { type, data: { applicationId, by, note, now: now.toISOString() } }, {
    context: deps.context,
  });
  if (result.newState.status === 'rejected') await erasePersonKey(keys, applicationId, now);
  return result;
}

export async function verifyPartner(store: EventStore, input: { applicationId: string; by: string; verified: boolean }, deps: Deps) {
  const command = { type: 'Verify' as const, data: { ...input, now: deps.now().toISOString() } };
  return handleCommand(store, applicationStream(input.applicationId), applicationDecider, command, { context: deps.context });
}

/** Counts one answered matching request against the month's `partnerMatches` (QUOTA_EXCEEDED over it). */
export async function countPartnerMatch(store: EventStore, input: { requestId: string; userId: string; tier: TierId; matches: number }, deps: Deps) {
  const now = deps.now();
  const month = now.toISOString().slice(0, 7);
  const command = { type: 'CountMatch' as const, data: { ...input, month, at: now.toISOString() } };
  return handleCommand(store, matchesStream(input.userId, month), matchAllowanceDecider, command, { context: withoutPersonalData(deps.context) });
}
