import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session.ts';
import { jsonResponse } from '@/testing/render.tsx';
import { verifyEmailCode } from './verify-email-code.ts';

describe('verifyEmailCode', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('sends the session token (the server answers the user only to its own session) and takes an answer without user', async () => {
    setSession({ user: { id: 'u1', email: 'a@b.co' }, token: 'access', refreshToken: 'refresh' });
    const fetch = vi.fn(async () => jsonResponse({ success: true, message: 'Your email is verified.' }));
    vi.stubGlobal('fetch', fetch);
    await expect(verifyEmailCode({ email: 'a@b.co', code: '123456' })).resolves.toMatchObject({ message: 'Your email is verified.' });
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer access');
  });
});
