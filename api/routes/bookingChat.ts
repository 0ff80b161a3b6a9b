import type { Request } from 'express';
import type { AppContext } from '../context.ts';
import { waitForProjection } from '../context.ts';
import { commandContext } from '../http/commandContext.ts';
import { vaultOf } from './authKit.ts';
import { noSourcedAnswerer } from '../../domain/conversations/answerer.ts';
import { bookingConversationId, openExpertConversation } from '../../commands/conversations/conversations.ts';
import { CONVERSATIONS_READ_MODEL, conversations } from '../../projections/queries/conversations.ts';
import type { BookingDoc } from '../../projections/queries/bookings.ts';

type Chatty = Pick<BookingDoc, '_id' | 'userId' | 'expertId' | 'expertName' | 'topic'>;

/**
 * Opens a new booking's chat, right after the booking is confirmed. Opening is idempotent (the id derives
 * from the booking, a second start appends nothing); a crash or failure between the two appends is
 * repaired by the next look at the booking, ensureBookingChat (docs/DECISIONS.md).
 */
export async function openBookingChat(ctx: AppContext, req: Request, doc: Chatty): Promise<void> {
  try {
    await open(ctx, req, doc);
  } catch (error) {
    // The booking is made: failing its answer would invite a retry that books twice. Reading it repairs the chat.
    ctx.log.warn({ err: error, bookingId: doc._id }, 'booking chat not opened; it opens when the booking is read');
  }
}

async function open(ctx: AppContext, req: Request, doc: Chatty): Promise<void> {
  const deps = { events: ctx.events, vault: vaultOf(ctx), now: ctx.now, context: commandContext(req), answerer: noSourcedAnswerer };
  const title = `${doc.expertName} · ${doc.topic}`;
  const result = await openExpertConversation(deps, { bookingId: doc._id, userId: doc.userId, expertId: doc.expertId, title });
  await waitForProjection(ctx, result.observed, [CONVERSATIONS_READ_MODEL]);
}

/** Repairs a missing chat; one indexed read when it exists (always, after the first look). */
export async function ensureBookingChat(ctx: AppContext, req: Request, doc: Chatty): Promise<void> {
  const id = bookingConversationId(doc._id);
  if (await conversations(ctx.readStore).exists(id)) return;
  await open(ctx, req, doc);
}
