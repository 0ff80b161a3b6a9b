import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSession } from '@/lib/session.ts';
import { jsonResponse, renderInApp } from '@/testing/render.tsx';
import type { AdminUser } from '../api/admin-user-schema.ts';
import { RowActions } from './RowActions.tsx';

const user: AdminUser = { id: 'u1', email: 'sara@example.com', role: 'user', subscriptionTier: 'free', emailVerified: false, disabled: false, erased: false };

/** The API as the back office meets it: destructive calls refused until /settings/reauth succeeded (a wrong password is 400, the session stays). */
function api() {
  let reauthenticated = false;
  const calls: string[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    if (url === '/api/settings/reauth') {
      const { password } = JSON.parse(String(init?.body)) as { password: string };
      reauthenticated = password === 'right password';
      return reauthenticated ? jsonResponse({ success: true }) : jsonResponse({ error: 'Current password is incorrect', code: 'INVALID_PASSWORD' }, 400);
    }
    if (url === '/api/admin/users/u1' && init?.method === 'PUT') {
      if (!reauthenticated) return jsonResponse({ error: 'Please confirm your current password again to continue.', code: 'reauth_required' }, 403);
      return jsonResponse({ success: true, user: { ...user, disabled: true } });
    }
    return jsonResponse({ error: 'unexpected' }, 500);
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

describe('row actions', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the password when the API answers reauth_required, then runs the action again', async () => {
    setSession({ token: 'h.eyJzdWIiOiJhMSIsImV4cCI6NDAwMDAwMDAwMH0.s', refreshToken: 'r' });
    const calls = api();
    await renderInApp(<RowActions user={user} />);
    await userEvent.click(screen.getByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await userEvent.type(within(dialog).getByLabelText('Password'), 'wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await within(dialog).findByRole('alert');
    // A wrong password runs nothing again.
    expect(calls.filter((c) => c.startsWith('PUT'))).toHaveLength(1);

    await userEvent.clear(within(dialog).getByLabelText('Password'));
    await userEvent.type(within(dialog).getByLabelText('Password'), 'right password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Saved.');
    expect(calls.filter((c) => c.startsWith('PUT'))).toHaveLength(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('runs nothing when the admin cancels', async () => {
    setSession({ token: 'h.eyJzdWIiOiJhMSIsImV4cCI6NDAwMDAwMDAwMH0.s', refreshToken: 'r' });
    const calls = api();
    await renderInApp(<RowActions user={user} />);
    await userEvent.click(screen.getByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Saved.')).toBeNull();
    expect(calls).toEqual(['PUT /api/admin/users/u1']);
  });
});
