import type { Response } from 'express';
import { filter } from 'rxjs/internal/operators/filter';
import type { AppContext } from '../context.ts';
import { CONSISTENCY_WAIT_MS, waitForProjection } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { bookingStream } from '../../domain/consultations/booking.ts';
import { conversationStream } from '../../domain/conversations/conversation.ts';
import { loadBooking } from '../../commands/consultations/bookings.ts';
import { bookingConversationId } from '../../commands/conversations/conversations.ts';
import { CONVERSATIONS_READ_MODEL } from '../../projections/queries/conversations.ts';
import { BOOKINGS_READ_MODEL } from '../../projections/queries/bookings.ts';
import { comparePositions, type RecordedEvent } from '../../infra/eventstore/port.ts';

/**
 * The first event of `stream` that passes `wanted`, already in the log or arriving within
 * `timeoutMs`; undefined when none does. It listens before it looks, so nothing falls between.
 */
export function awaitEvent(ctx: AppContext, stream: string, wanted: (e: RecordedEvent) => boolean, timeoutMs: number): Promise<RecordedEvent | undefined> {
  if (timeoutMs <= 0) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    let done = false;
    const finish = (event: RecordedEvent | undefined) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      subscription.unsubscribe();
      resolve(event);
    };
    const subscription = ctx.projected$.pipe(filter((e) => e.streamName === stream && wanted(e))).subscribe((e) => finish(e));
    const timer = setTimeout(() => finish(undefined), timeoutMs);
    ctx.events.readStream(stream).then((events) => {
      const found = events.find(wanted);
      if (found) finish(found);
    }, (err: unknown) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      subscription.unsubscribe();
      reject(err);
    });
  });
}

const OUTCOMES = new Set(['BookingConfirmed', 'BookingRejected']);

/**
 * POST /bookings waits (boundedly) for the booking process: a confirmation answers once the booking
 * and its chat can be read; a refusal is thrown as the error it was; a wait that runs out answers
 * 202 with the booking's id, `pending` and its Location, so a client never sees 404 for it.
 * Resolves to true when a confirmed booking can be answered, false when 202 was sent.
 */
export async function awaitBookingOutcome(ctx: AppContext, res: Response, bookingId: string): Promise<boolean> {
  const deadline = Date.now() + ctx.config.BOOKING_WAIT_MS;
  const outcome = await awaitEvent(ctx, bookingStream(bookingId), (e) => OUTCOMES.has(e.type), ctx.config.BOOKING_WAIT_MS);
  if (outcome?.type === 'BookingRejected') {
    const state = await loadBooking(ctx.events, bookingId);
    if (state.status === 'rejected') throw new HttpError(state.rejection.code, state.rejection.message, state.rejection.details);
  }
  if (!outcome) {
    res.status(202).location(`/api/bookings/${bookingId}`).json({ success: true, booking: { id: bookingId, status: 'pending' } });
    return false;
  }
  // The chat is opened by the process right after the confirmation; the answer names it, so it waits for it too.
  // Its own bound too: a confirmation that came late must not be answered before the chat it names exists.
  const chat = await awaitEvent(ctx, conversationStream(bookingConversationId(bookingId)), () => true, Math.max(CONSISTENCY_WAIT_MS, deadline - Date.now()));
  const last = chat && comparePositions(chat.position, outcome.position) > 0 ? chat.position : outcome.position;
  await waitForProjection(ctx, last, chat ? [BOOKINGS_READ_MODEL, CONVERSATIONS_READ_MODEL] : [BOOKINGS_READ_MODEL]);
  return true;
}
