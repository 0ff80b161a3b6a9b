import { describe, it, expect, vi, afterEach } from 'vitest';
import jwt from 'jsonwebtoken';
import { signAccessToken, verifyAccessToken } from '../../infra/security/tokens.ts';

const secret = 'a'.repeat(40);
afterEach(() => vi.useRealTimers());

describe('access tokens', () => {
  it('verify with their own secret only, also on a repeated (remembered) check', () => {
    const token = signAccessToken(secret, { sub: 'u1', role: 'user', tier: 'free' });
    expect(verifyAccessToken(secret, token)).toMatchObject({ sub: 'u1', role: 'user', tier: 'free' });
    expect(verifyAccessToken(secret, token)).toMatchObject({ sub: 'u1' });
    expect(verifyAccessToken('b'.repeat(40), token)).toBeUndefined();
  });

  it('reject a forged or tampered token', () => {
    const token = signAccessToken(secret, { sub: 'u1', role: 'user', tier: 'free' });
    const [h, , s] = token.split('.');
    const forgedBody = Buffer.from(JSON.stringify({ sub: 'u1', role: 'admin', tier: 'free', exp: 9_999_999_999 })).toString('base64url');
    expect(verifyAccessToken(secret, `${h}.${forgedBody}.${s}`)).toBeUndefined();
    expect(verifyAccessToken(secret, jwt.sign({ sub: 'u1', role: 'admin' }, 'other-secret-other-secret-other-secret'))).toBeUndefined();
    expect(verifyAccessToken(secret, 'not.a.token')).toBeUndefined();
  });

  it('stop verifying once expired, even after being remembered', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    const token = signAccessToken(secret, { sub: 'u2', role: 'user', tier: 'free' });
    expect(verifyAccessToken(secret, token)).toBeDefined();
    vi.setSystemTime(new Date('2026-11-22T10:16:00Z'));
    expect(verifyAccessToken(secret, token)).toBeUndefined();
  });
});
