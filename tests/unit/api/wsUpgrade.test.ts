import { describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { AttemptLimiter, clientKey, originAllowed } from '../../../api/ws/upgrade.ts';

const APP = 'https://app.bawaba.example';
const request = (remoteAddress: string, forwarded?: string) =>
  ({ socket: { remoteAddress }, headers: forwarded ? { 'x-forwarded-for': forwarded } : {} }) as unknown as IncomingMessage;

describe('/ws upgrade checks', () => {
  it("accepts the app's own origin and clients without one; refuses others, look-alikes and garbage", () => {
    expect(originAllowed(APP, APP, false)).toBe(true);
    expect(originAllowed(undefined, APP, false)).toBe(true);
    expect(originAllowed('https://evil.example', APP, false)).toBe(false);
    expect(originAllowed(`${APP}.evil.example`, APP, false)).toBe(false);
    expect(originAllowed('http://app.bawaba.example', APP, false)).toBe(false);
    expect(originAllowed('null', APP, false)).toBe(false);
    expect(originAllowed('http://localhost:5173', APP, false)).toBe(false);
    expect(originAllowed('http://localhost:5173', APP, true)).toBe(true);
  });

  it("accepts the page's own origin by its Host (localhost for a 127.0.0.1 APP_URL) without development, and nothing else", () => {
    const local = 'http://127.0.0.1:3000';
    expect(originAllowed('http://localhost:3000', local, false, 'localhost:3000')).toBe(true);
    expect(originAllowed('http://localhost:3000', local, false, 'localhost:3001')).toBe(false);
    expect(originAllowed('https://evil.example', local, false, 'localhost:3000')).toBe(false);
    expect(originAllowed('http://localhost:3000', local, false)).toBe(false);
  });

  it('caps attempts per key in one-minute windows, and forgets them when the window ends', () => {
    const limiter = new AttemptLimiter(3);
    const at = 1_000_000;
    expect([1, 2, 3, 4].map(() => limiter.take('a', at))).toEqual([true, true, true, false]);
    expect(limiter.take('b', at)).toBe(true);
    expect(limiter.take('a', at + 59_999)).toBe(false);
    expect(limiter.take('a', at + 60_000)).toBe(true);
  });

  it('keys by the address the local proxy saw, never by a client-written one, and IPv6 by subnet', () => {
    expect(clientKey(request('203.0.113.9'))).toBe('203.0.113.9');
    expect(clientKey(request('203.0.113.9', '198.51.100.1'))).toBe('203.0.113.9');
    expect(clientKey(request('127.0.0.1', '198.51.100.1, 198.51.100.2'))).toBe('198.51.100.2');
    expect(clientKey(request('::1', 'not an ip'))).toBe(clientKey(request('::1')));
    expect(clientKey(request('2001:db8:1:2::1'))).toBe(clientKey(request('2001:db8:1:2::ffff')));
  });
});
