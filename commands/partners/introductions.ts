import { randomUUID } from 'node:crypto';
import type { EventStore } from '../../infra/eventstore/port.ts';
import type { ReadStore } from '../../infra/readstore/port.ts';
import { ensurePersonKey, sealFor } from '../../infra/security/personalData.ts';
import { handleCommand } from '../handleCommand.ts';
import { withoutPersonalData } from '../context.ts';
import { introductionDecider, introductionStream } from '../../domain/partners/introduction.ts';
import type { Partner } from '../../domain/partners/partner.ts';
import type { Deps } from './partners.ts';

/**
 * A user asks to be introduced to one of their matched partners. The message is theirs, so it is
 * sealed with their key (erasing the account shreds it). Asking again answers the first request.
 */
export async function requestIntroduction(store: EventStore, keys: ReadStore, input: { userId: string; partner: Partner; message: string | null }, deps: Deps) {
  const now = deps.now();
  const { userId, partner } = input;
  const message = input.message ? sealFor(await ensurePersonKey(keys, userId, now), userId, input.message) : null;
  const data = { introductionId: randomUUID(), userId, partnerId: partner.id, partnerName: partner.name, partnerType: partner.type, message, at: now.toISOString() };
  const result = await handleCommand(store, introductionStream(userId, partner.id), introductionDecider, { type: 'RequestIntroduction', data }, {
    context: withoutPersonalData(deps.context),
  });
  return { introductionId: result.newState.introductionId!, at: result.newState.at!, created: result.newEvents.length > 0, position: result.position ?? result.observed };
}
