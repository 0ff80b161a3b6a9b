import { Router } from 'express';
import { z } from 'zod';
import { body } from './http/validate.ts';

/**
 * The clock commands read. Tests of expiry (codes, links, re-authentication) move it forward
 * instead of sleeping; it exists only when NODE_ENV=test and TEST_CLOCK=on, so no other process
 * can be told what time it is.
 */
export type Clock = {
  now: () => Date;
  testRouter?: Router;
  /** Called after each test move of the clock, so timers set by it (reminders) look again. */
  onAdvance?: (listener: () => void) => void;
};

const advanceBody = z.strictObject({ advanceMs: z.number().int().min(1).max(366 * 24 * 3600_000) });

export function createClock(config: { NODE_ENV: string; TEST_CLOCK: 'on' | 'off' }): Clock {
  if (config.NODE_ENV !== 'test' || config.TEST_CLOCK !== 'on') return { now: () => new Date() };
  let offsetMs = 0;
  const listeners: (() => void)[] = [];
  const testRouter = Router();
  testRouter.post('/test/clock', (req, res) => {
    offsetMs += body(req, advanceBody).advanceMs;
    for (const listener of listeners) listener();
    res.json({ now: new Date(Date.now() + offsetMs).toISOString() });
  });
  return { now: () => new Date(Date.now() + offsetMs), testRouter, onAdvance: (listener) => void listeners.push(listener) };
}
