import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSession } from '@/lib/session.ts';
import { renderInApp } from '@/testing/render.tsx';
import { api as server, requests, route } from '@/testing/msw.ts';
import type { AdminUser } from '../api/admin-user-schema.ts';
import { RowActions } from './RowActions.tsx';

const user: AdminUser = { id: 'u1', email: 'sara@example.com', role: 'user', subscriptionTier: 'free', emailVerified: false, disabled: false, erased: false };

/** The API as the back office meets it: destructive calls refused until /settings/reauth succeeded (a wrong password is 400, the session stays). */
function backOffice() {
  let reauthenticated = false;
  server.use(
    route('POST', '/api/settings/reauth', async (request) => {
      const { password } = (await request.json()) as { password: string };
      reauthenticated = password === 'right password';
      return reauthenticated ? Response.json({ success: true }) : Response.json({ error: 'Current password is incorrect', code: 'INVALID_PASSWORD' }, { status: 400 });
    }),
    route('PUT', '/api/admin/users/u1', () =>
      reauthenticated
        ? Response.json({ success: true, user: { ...user, disabled: true } })
        : Response.json({ error: 'Please confirm your current password again to continue.', code: 'reauth_required' }, { status: 403 }),
    ),
  );
  return { get calls() { return requests().map((r) => `${r.method} ${r.path}`); } };
}

describe('row actions', () => {
  it('asks for the password when the API answers reauth_required, then runs the action again', async () => {
    setSession({ token: 'h.eyJzdWIiOiJhMSIsImV4cCI6NDAwMDAwMDAwMH0.s', refreshToken: 'r' });
    const api = backOffice();
    await renderInApp(<RowActions user={user} />);
    await userEvent.click(screen.getByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await userEvent.type(within(dialog).getByLabelText('Password'), 'wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await within(dialog).findByRole('alert');
    // A wrong password runs nothing again.
    expect(api.calls.filter((c) => c.startsWith('PUT'))).toHaveLength(1);

    await userEvent.clear(within(dialog).getByLabelText('Password'));
    await userEvent.type(within(dialog).getByLabelText('Password'), 'right password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Saved.');
    expect(api.calls.filter((c) => c.startsWith('PUT'))).toHaveLength(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('runs nothing when the admin cancels', async () => {
    setSession({ token: 'h.eyJzdWIiOiJhMSIsImV4cCI6NDAwMDAwMDAwMH0.s', refreshToken: 'r' });
    const api = backOffice();
    await renderInApp(<RowActions user={user} />);
    await userEvent.click(screen.getByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Saved.')).toBeNull();
    expect(api.calls).toEqual(['PUT /api/admin/users/u1']);
  });
});
