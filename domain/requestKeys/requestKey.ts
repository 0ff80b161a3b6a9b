import { z } from 'zod';
import type { Decider, DomainEvent } from '../shared/decider.ts';
import { declareEvent } from '../shared/declareEvent.ts';
import { DomainError } from '../shared/errors.ts';

/**
 * What a request sent with an Idempotency-Key was answered (issue 18): the same key with the same
 * body gets the same answer again, the same key with another body is refused. One stream per user
 * and key, `requestKey-<id derived from both>`; kept for good (at least the 24 hours promised).
 * Only the booking id and the refusal are kept, never the body or the answer's personal data.
 */
export type Answered = {
  requestHash: string;
  status: number;
  bookingId: string | null;
  error: { code: string; message: string; details: Record<string, unknown> } | null;
};
export type RequestAnswered = DomainEvent<'RequestAnswered', Answered & { userId: string; scope: string; answeredAt: string }>;
export type RequestKeyEvent = RequestAnswered;

export type RequestKeyState = { answered: (Answered & { answeredAt: string }) | null };
export type RecordAnswer = { type: 'RecordAnswer'; data: Answered & { userId: string; scope: string; now: string } };

export const keyReused = () => new DomainError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request');

/** The earlier answer to replay, or null for a key not used yet; a key used for another body is refused. */
export function priorAnswer(state: RequestKeyState, requestHash: string): RequestKeyState['answered'] {
  if (state.answered && state.answered.requestHash !== requestHash) throw keyReused();
  return state.answered;
}

export const requestKeyDecider: Decider<RequestKeyState, RecordAnswer, RequestKeyEvent> = {
  initialState: () => ({ answered: null }),
  evolve: (_state, event) => {
    const { requestHash, status, bookingId, error, answeredAt } = event.data;
    return { answered: { requestHash, status, bookingId, error, answeredAt } };
  },
  decide: (command, state) => {
    const { now, ...data } = command.data;
    // Two copies of one request racing: the first answer stands, the second records nothing.
    if (priorAnswer(state, data.requestHash)) return [];
    return [{ type: 'RequestAnswered', data: { ...data, answeredAt: now } }];
  },
};

export const requestKeyStream = (keyId: string): string => `requestKey-${keyId}`;

export const requestAnswered = declareEvent<RequestAnswered>()(
  'RequestAnswered',
  z.object({
    userId: z.string(),
    scope: z.string(),
    requestHash: z.string(),
    status: z.number(),
    bookingId: z.string().nullable(),
    error: z.object({ code: z.string(), message: z.string(), details: z.record(z.string(), z.unknown()) }).nullable(),
    answeredAt: z.string(),
  }),
);
