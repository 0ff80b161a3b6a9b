import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { userView } from '../../projections/queries/users.ts';
import { meAnswerSchema, userShape } from '../../contracts/user.ts';
import { serverFrameSchema } from '../../contracts/ws.ts';
import { CHECKED_PASSWORD_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, newPasswordSchema } from '../../contracts/password.ts';
import { TIER_IDS } from '../../contracts/tiers.ts';
import { tierSchema } from '../../contracts/subscription.ts';
import { newPasswordField, passwordField } from '../../api/requests/fields.ts';
import { bookingShape } from '../../contracts/bookings.ts';
import { bookingView } from '../../api/views/bookings.ts';
import type { BookingDoc } from '../../projections/bookings.ts';

const fields = {
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  displayName: 'Ada L',
  role: 'user' as const,
  emailVerified: true,
  businessInfoCompleted: false,
  subscriptionTier: 'starter' as const,
  createdAt: '2026-11-22T10:00:00.000Z',
  hasPassword: true,
  googleId: 'g-1',
  subscriptionBillingPeriod: 'yearly' as const,
};

describe('wire contracts', () => {
  it('the user contract names every field the API answers, with the right types', () => {
    // strictObject: a field added to userView but not to the contract fails here.
    const strict = z.strictObject(userShape);
    expect(z.safeParse(strict, userView(fields)).success).toBe(true);
    expect(z.safeParse(strict, { ...userView(fields), secret: 'x' }).success).toBe(false);
    expect(z.safeParse(meAnswerSchema, { success: true, user: { ...userView(fields), role: 'root' } }).success).toBe(false);
  });

  it('the booking contract names every field the API answers, with the domain’s statuses and durations', () => {
    const doc: BookingDoc = {
      _id: 'b1', _rev: 0, userId: 'u1', expertId: 'e1', expertName: 'Dr Day', topic: 'taxation', duration: 20,
      start: '2026-12-01T06:00:00.000Z', end: '2026-12-01T06:20:00.000Z', status: 'no_show_expert', lateCancellation: false,
      answers: { 'taxation.activity': 'Trading' }, notes: null, allowanceMonth: '2026-12', review: { rating: 5, comment: null, createdAt: '2026-12-01T07:00:00.000Z' },
      statusNote: 'The expert did not come', createdAt: '2026-11-20T06:00:00.000Z', updatedAt: '2026-12-01T07:00:00.000Z',
    };
    // strictObject: a field added to bookingView but not to the contract fails here.
    const strict = z.strictObject(bookingShape);
    const client = { name: 'Ada Lovelace', company: 'Engines Ltd', email: 'ada@example.com' };
    expect(z.safeParse(strict, bookingView(doc, client)).error?.issues ?? []).toEqual([]);
    expect(z.safeParse(strict, { ...bookingView(doc), extra: 1 }).success).toBe(false);
    expect(z.safeParse(strict, { ...bookingView(doc), status: 'lost' }).success).toBe(false);
  });

  it('the tier list is the domain’s', () => {
    expect(TIER_IDS).toEqual(['free', 'starter', 'professional', 'enterprise']);
    expect(z.safeParse(tierSchema, 'gold').success).toBe(false);
  });

  it('the API’s password fields follow the contract’s bounds and keep their messages', () => {
    const tooShort = 'x'.repeat(PASSWORD_MIN_LENGTH - 1);
    const tooLong = 'x'.repeat(PASSWORD_MAX_LENGTH + 1);
    expect(z.safeParse(newPasswordSchema, tooShort).success).toBe(false);
    expect(z.safeParse(newPasswordSchema, tooLong).success).toBe(false);
    expect(newPasswordField.safeParse(tooShort).error?.issues[0]?.message).toBe('Password must be at least 12 characters');
    expect(newPasswordField.safeParse(tooLong).error?.issues[0]?.message).toBe('Password must be at most 128 characters');
    expect(passwordField.safeParse('x'.repeat(CHECKED_PASSWORD_MAX_LENGTH + 1)).error?.issues[0]?.message).toBe('Password must be at most 256 characters');
    expect(z.safeParse(newPasswordSchema, 'correct horse battery').success).toBe(true);
  });

  // OWASP ASVS 4.0.3 V2.1.1, V2.1.2, V2.1.4, V2.1.7, V2.1.9 (docs/ASVS.md).
  it('new passwords: 12 to 128 characters once runs of spaces count as one, any printable Unicode, no composition rule, common ones refused', () => {
    const ok = (password: string) => newPasswordField.safeParse(password).success && z.safeParse(newPasswordSchema, password).success;
    expect(ok('x'.repeat(11))).toBe(false);
    expect(ok('abcdefghijk')).toBe(false);
    expect(ok('abcde      fghij')).toBe(false); // 16 typed, 11 once the spaces are one
    expect(ok('abcdefghijkl')).toBe(true); // lower case letters only: no composition rule
    expect(ok('x'.repeat(64))).toBe(true);
    expect(ok('x'.repeat(128))).toBe(true);
    expect(ok('x'.repeat(129))).toBe(false);
    expect(ok('🔐🔐🔐🔐🔐🔐🔐🔐🔐🔐🔐🔐')).toBe(true); // twelve emoji are twelve characters
    expect(ok('كلمة سر طويلة 😀 ねこ')).toBe(true);
    expect(newPasswordField.safeParse('qwerty123456').error?.issues[0]?.message).toMatch(/too common/);
    expect(newPasswordField.safeParse('LeaveMeAlone').error?.issues[0]?.message).toMatch(/too common/);
    // A password chosen under the old 256 limit still passes the check at sign-in.
    expect(passwordField.safeParse('x'.repeat(200)).success).toBe(true);
  });

  it('websocket frames: changes, ready and resync pass; anything else is refused', () => {
    const ok = [
      { type: 'user.updated', id: 'u1', data: { id: 'u1' }, pos: '12:12' },
      { type: 'user.deleted', id: 'u1', data: null, pos: '13' },
      { type: 'ready' },
      { type: 'resync', pos: '12:12' },
    ];
    for (const frame of ok) expect(z.safeParse(serverFrameSchema, frame).success).toBe(true);
    const bad = [{ type: 'user.updated', data: {}, pos: '1' }, { type: 'hello' }, { type: 'user.updated', id: 'u1', pos: 12 }, { type: 'ready', pos: 'x' }, null];
    for (const frame of bad) expect(z.safeParse(serverFrameSchema, frame).success).toBe(false);
  });
});
