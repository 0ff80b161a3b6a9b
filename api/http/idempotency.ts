import type { Request, Response } from 'express';
import { z } from 'zod';
import { principal } from './guards.ts';
import { HttpError } from './errors.ts';
import type { AppContext } from '../context.ts';
import { commandContext } from './commandContext.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import { priorAnswer, type Answered } from '../../domain/requestKeys/requestKey.ts';
import { loadAnswer, recordAnswer, requestHash } from '../../commands/requestKeys.ts';
import type { Position } from '../../infra/eventstore/port.ts';

const HEADER = 'Idempotency-Key';
const keySchema = z.string().min(8, 'At least 8 characters').max(200, 'At most 200 characters').regex(/^[\x21-\x7e]+$/, 'Printable ASCII without spaces');

/** The request's Idempotency-Key, if it sent one; a malformed one is a 400 like any bad field. */
export function idempotencyKey(req: Request): string | undefined {
  const raw = req.get(HEADER);
  if (raw === undefined) return undefined;
  const parsed = keySchema.safeParse(raw.trim());
  if (!parsed.success) throw new HttpError('VALIDATION_ERROR', 'Please check the highlighted fields', { fields: { [HEADER]: parsed.error.issues[0]?.message ?? 'Invalid' } });
  return parsed.data;
}

export type Done = { status: number; bookingId: string; position: Position | undefined };

/**
 * Runs a change sent with an Idempotency-Key at most once per user and key (issue 18): the same key
 * and body again answers as the first did (the booking as it is now, or the same refusal), another
 * body gets 422 IDEMPOTENCY_KEY_REUSED. Refusals are kept with the key; failures that are not (a
 * 500) are not, so retrying them runs the change again, which every booking change allows.
 */
export async function once(
  ctx: AppContext,
  req: Request,
  res: Response,
  body: unknown,
  run: () => Promise<Done>,
  answer: (bookingId: string, position: Position | undefined) => Promise<unknown>,
): Promise<void> {
  const key = idempotencyKey(req);
  if (!key) {
    const done = await run();
    res.status(done.status).json(await answer(done.bookingId, done.position));
    return;
  }
  const userId = principal(req).sub;
  const scope = `${req.method} ${req.originalUrl.split('?')[0]}`;
  const hash = requestHash(scope, body);
  const prior = priorAnswer(await loadAnswer(ctx.events, userId, key), hash);
  if (prior?.error) throw new HttpError(prior.error.code, prior.error.message, prior.error.details);
  if (prior?.bookingId) {
    res.status(prior.status).json(await answer(prior.bookingId, undefined));
    return;
  }
  const record = (answered: Omit<Answered, 'requestHash'>) => recordAnswer(ctx.events, userId, key, scope, { ...answered, requestHash: hash }, commandContext(req), ctx.now());
  let done: Done;
  try {
    done = await run();
  } catch (error) {
    if (error instanceof DomainError) await record({ status: 0, bookingId: null, error: { code: error.code, message: error.message, details: error.details } });
    throw error;
  }
  await record({ status: done.status, bookingId: done.bookingId, error: null });
  res.status(done.status).json(await answer(done.bookingId, done.position));
}
