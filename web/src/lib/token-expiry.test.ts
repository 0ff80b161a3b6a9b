import { afterEach, describe, expect, it } from 'vitest';
import { isTokenExpired, noteServerDate, readClockOffset, tokenExpiry } from './token-expiry.ts';

const NOW = Date.parse('2026-11-22T10:00:00Z');
const jwt = (payload: object) => `h.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.s`;
const expIn = (seconds: number) => jwt({ sub: 'u', exp: NOW / 1000 + seconds });

describe('preemptive expiry check (spec section 5)', () => {
  afterEach(() => localStorage.clear());

  it('counts undecodable tokens and tokens without exp as expired', () => {
    expect(isTokenExpired('not-a-jwt', NOW, 0)).toBe(true);
    expect(isTokenExpired(jwt({ sub: 'u' }), NOW, 0)).toBe(true);
    expect(isTokenExpired(null, NOW, 0)).toBe(true);
    expect(tokenExpiry(expIn(60))).toBe(NOW / 1000 + 60);
  });

  it('uses a 120 s margin', () => {
    expect(isTokenExpired(expIn(120), NOW, 0)).toBe(true);
    expect(isTokenExpired(expIn(121), NOW, 0)).toBe(false);
  });

  it('widens the margin to 300 s when the server clock differs by more than 2 minutes', () => {
    expect(isTokenExpired(expIn(200), NOW, 0)).toBe(false);
    expect(isTokenExpired(expIn(200), NOW, 121_000)).toBe(true);
    // Skew is measured against server time: a server ahead by 3 minutes makes a 500 s token 320 s from expiry.
    expect(isTokenExpired(expIn(500), NOW, 180_000)).toBe(false);
    expect(isTokenExpired(expIn(470), NOW, 180_000)).toBe(true);
  });

  it('learns the offset from the Date header of answers', () => {
    noteServerDate(new Date(NOW + 150_000).toUTCString(), NOW);
    expect(readClockOffset()).toBe(150_000);
    noteServerDate(new Date(NOW).toUTCString(), NOW + 400);
    expect(readClockOffset()).toBe(0);
  });
});
