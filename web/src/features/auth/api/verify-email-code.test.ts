import { afterEach, describe, expect, it } from 'vitest';
import { setSession } from '@/lib/session.ts';
import { api, requests, route } from '@/testing/msw.ts';
import { verifyEmailCode } from './verify-email-code.ts';

describe('verifyEmailCode', () => {
  afterEach(() => {
    localStorage.clear();
  });

  it('sends the session token (the server answers the user only to its own session) and takes an answer without user', async () => {
    setSession({ user: { id: 'u1', email: 'a@b.co' }, token: 'access', refreshToken: 'refresh' });
    api.use(route('POST', '/api/auth/verify-email-code', { success: true, message: 'Your email is verified.' }));
    await expect(verifyEmailCode({ email: 'a@b.co', code: '123456' })).resolves.toMatchObject({ message: 'Your email is verified.' });
    expect(requests()[0]?.headers.get('Authorization')).toBe('Bearer access');
  });
});
