import type { Booking } from '../domain/consultations/booking.ts';
import type { EventStore } from '../infra/eventstore/port.ts';
import type { ReadStore } from '../infra/readstore/port.ts';
import { vaultOf } from './vault.ts';
import { noSourcedAnswerer } from '../domain/conversations/answerer.ts';
import { openExpertConversation } from '../commands/conversations/conversations.ts';
import { systemContext } from '../commands/context.ts';
import { KeyRing } from '../commands/sealing.ts';

/**
 * How the booking process opens a confirmed booking's chat (issue 18: on BookingConfirmed, in the
 * process, not in a request). Opening is idempotent: the id derives from the booking, and a second
 * start appends nothing, so a replay after a crash opens each chat once.
 */
export function bookingChatOpener(deps: { events: EventStore; readStore: ReadStore; jwtSecret: string; now: () => Date }) {
  const vault = vaultOf(deps);
  return async (b: Booking): Promise<void> => {
    const context = systemContext('booking-chat', b.id);
    // The booking keeps the expert's name sealed with the expert's key; the title is sealed again with the chat's.
    const expertName = (await new KeyRing(vault, deps.events, deps.now()).load([b.expertId])).open(b.expertName);
    await openExpertConversation(
      { events: deps.events, vault, now: deps.now, context, answerer: noSourcedAnswerer },
      { bookingId: b.id, userId: b.userId, expertId: b.expertId, title: `${expertName} · ${b.topic}` },
    );
  };
}
