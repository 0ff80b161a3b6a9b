import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession } from '@/lib/session.ts';
import { completeSignIn } from './after-sign-in.ts';

const tokens = { accessToken: 'h.e30.s', refreshToken: 'r' };

describe('where a sign-in lands without a way back (issue 17 item 8)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    clearSession();
  });

  it('sends an expert to their console, never to the business profile', () => {
    expect(completeSignIn({ id: 'e1', email: 'e@b.co', role: 'expert', businessInfoCompleted: false }, tokens)).toBe('/manage_consultations');
  });

  it('sends a business user to the profile until it is done, then to the dashboard', () => {
    expect(completeSignIn({ id: 'u1', email: 'u@b.co', role: 'user', businessInfoCompleted: false }, tokens)).toBe('/complete-profile');
    expect(completeSignIn({ id: 'u1', email: 'u@b.co', businessInfoCompleted: true }, tokens)).toBe('/dashboard');
  });
});
