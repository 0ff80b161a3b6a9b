import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { readReturnPath } from '@/lib/session.ts';
import { withGuards } from './with-guards.ts';
import type { GuardSession } from './guards.ts';

const guest: GuardSession = {
  isAuthenticated: false,
  emailVerified: true,
  businessInfoCompleted: false,
  tier: 'free',
  isAdmin: false,
};

function args(path: string): LoaderFunctionArgs {
  return { request: new Request(`http://localhost${path}`), params: {}, context: undefined } as LoaderFunctionArgs;
}

describe('withGuards', () => {
  afterEach(() => sessionStorage.clear());

  it('throws a redirect and remembers the return path when a guard refuses', async () => {
    const loader = withGuards({ guards: ['auth'] }, undefined, () => guest);
    const thrown = await Promise.resolve(loader(args('/settings?tab=security'))).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/login');
    expect(readReturnPath()).toBe('/settings?tab=security');
  });

  it('runs the wrapped loader when every guard allows', async () => {
    const inner = vi.fn(() => ({ ok: true }));
    const loader = withGuards({ guards: ['onboarding'] }, inner, () => guest);
    await expect(Promise.resolve(loader(args('/expert')))).resolves.toEqual({ ok: true });
    expect(inner).toHaveBeenCalledOnce();
  });
});
