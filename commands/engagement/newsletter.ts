import { normalizeEmail } from '../../domain/users/emailReservation.ts';
import { newsletterDecider, newsletterStream } from '../../domain/engagement/newsletter.ts';
import { issueDecider, issueStream, type IssueContent } from '../../domain/engagement/newsletterIssue.ts';
import type { EventStore } from '../../infra/eventstore/port.ts';
import type { ReadStore } from '../../infra/readstore/port.ts';
import { ensurePersonKey, erasePersonKey, sealFor } from '../../infra/security/personalData.ts';
import { newNonce } from '../../infra/security/newsletterTokens.ts';
import { sha256 } from '../../infra/security/tokens.ts';
import { withoutPersonalData, type CommandContext } from '../context.ts';
import { handleCommand, loadState } from '../handleCommand.ts';

type Deps = { now: () => Date; context: CommandContext };

export const subscriptionIdOf = (emailHash: string): string => emailHash.slice(0, 32);

/**
 * The address is sealed with a key of its own per subscription generation (`nl-<id>-<n>`, n counts
 * earlier unsubscriptions): unsubscribing shreds that key, and subscribing again seals anew.
 */
const keyId = (emailHash: string, generation: number) => `nl-${subscriptionIdOf(emailHash)}-${generation}`;

/** One stream per normalized email, so a second subscription finds the first. */
export async function subscribeToNewsletter(store: EventStore, keys: ReadStore, input: { email: string; language: string; source: string }, deps: Deps) {
  const email = normalizeEmail(input.email);
  const emailHash = sha256(email);
  const stream = newsletterStream(emailHash);
  const now = deps.now();
  const { generation } = await loadState(store, stream, newsletterDecider);
  const id = keyId(emailHash, generation);
  const sealed = sealFor(await ensurePersonKey(keys, id, now), id, email);
  const data = { subscriptionId: subscriptionIdOf(emailHash), email: sealed, language: input.language, source: input.source, nonce: newNonce(), now: now.toISOString() };
  return handleCommand(store, stream, newsletterDecider, { type: 'SubscribeToNewsletter', data }, { context: withoutPersonalData(deps.context) });
}

export function confirmNewsletter(store: EventStore, input: { emailHash: string; nonce: string }, deps: Deps) {
  const data = { subscriptionId: subscriptionIdOf(input.emailHash), nonce: input.nonce, now: deps.now().toISOString() };
  return handleCommand(store, newsletterStream(input.emailHash), newsletterDecider, { type: 'ConfirmNewsletter', data }, { context: withoutPersonalData(deps.context) });
}

/**
 * By the mail's link or by an admin. The event comes first and the address is shredded after, so an
 * interrupted unsubscription is finished by repeating it (which appends nothing and shreds again).
 */
export async function unsubscribeFromNewsletter(store: EventStore, keys: ReadStore, input: { emailHash: string; by: 'link' | 'admin'; adminId: string | null }, deps: Deps) {
  const now = deps.now();
  const data = { subscriptionId: subscriptionIdOf(input.emailHash), by: input.by, adminId: input.adminId, now: now.toISOString() };
  const result = await handleCommand(store, newsletterStream(input.emailHash), newsletterDecider, { type: 'UnsubscribeFromNewsletter', data }, {
    // An admin's IP is kept, sealed with the admin's key; the mail link's anonymous request keeps none.
    context: deps.context,
  });
  if (result.newState.status === 'unsubscribed') await erasePersonKey(keys, keyId(input.emailHash, result.newState.generation - 1), now);
  return result;
}

export function saveIssue(store: EventStore, input: IssueContent & { issueId: string; by: string }, deps: Deps) {
  return handleCommand(store, issueStream(input.issueId), issueDecider, { type: 'SaveIssue', data: { ...input, now: deps.now().toISOString() } }, { context: deps.context });
}

export function sendTestIssue(store: EventStore, input: { issueId: string; mailId: string; adminId: string }, deps: Deps) {
  return handleCommand(store, issueStream(input.issueId), issueDecider, { type: 'SendTestIssue', data: { ...input, now: deps.now().toISOString() } }, { context: deps.context });
}

/** `recipients` are the confirmed subscribers' email hashes at the moment the admin sends. */
export function sendIssue(store: EventStore, input: { issueId: string; recipients: string[]; by: string }, deps: Deps) {
  return handleCommand(store, issueStream(input.issueId), issueDecider, { type: 'SendIssue', data: { ...input, now: deps.now().toISOString() } }, { context: deps.context });
}
