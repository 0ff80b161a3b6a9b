import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSession } from '@/lib/session.ts';
import { jsonResponse, renderInApp } from '@/testing/render.tsx';
import { AdminUsersBackupPage } from './AdminUsersBackupPage.tsx';

/** The server as the page meets it: personal data only after /settings/reauth, and only the export endpoint gives users. */
function api() {
  let reauthenticated = false;
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(url);
      if (url === '/api/settings/reauth') {
        reauthenticated = JSON.parse(String(init?.body)).password === 'right password';
        return reauthenticated ? jsonResponse({ success: true }) : jsonResponse({ error: 'Current password is incorrect', code: 'INVALID_PASSWORD' }, 400);
      }
      if (url.startsWith('/api/admin/users/export?')) {
        if (url.includes('personal=1') && !reauthenticated) return jsonResponse({ error: 'Please confirm your current password again to continue.', code: 'reauth_required' }, 403);
        const name = url.includes('personal=1') ? 'bawaba-users-2026-11-23.csv' : 'bawaba-users-2026-11-23-anonymous.json';
        return new Response('file', { status: 200, headers: { 'Content-Disposition': `attachment; filename="${name}"`, 'X-Total-Count': '1234' } });
      }
      return jsonResponse({ error: 'unexpected' }, 500);
    }),
  );
  return calls;
}

describe('/admin/users-backup', () => {
  const saved: string[] = [];
  beforeEach(() => {
    saved.length = 0;
    setSession({ token: 'h.eyJzdWIiOiJhMSIsImV4cCI6NDAwMDAwMDAwMH0.s', refreshToken: 'r' });
    // jsdom has no object URLs; the page hands the server's blob to one.
    vi.stubGlobal('URL', class extends URL {
      static createObjectURL = () => 'blob:export';
      static revokeObjectURL = () => undefined;
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('saves the server’s file without personal data at once', async () => {
    const calls = api();
    await renderInApp(<AdminUsersBackupPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Export all users' }));
    await screen.findByText('Exported 1,234 users.');
    expect(calls).toEqual(['/api/admin/users/export?format=json&personal=0&sort=createdAt']);
    expect(saved).toEqual(['bawaba-users-2026-11-23-anonymous.json blob:export']);
  });

  it('asks for the password when the server wants it for personal data, then downloads; a cancel saves nothing', async () => {
    const calls = api();
    await renderInApp(<AdminUsersBackupPage />);
    await userEvent.click(screen.getByText('Include personal data'));
    await userEvent.click(screen.getByText('CSV', { exact: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Export all users' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Confirm it is you' })).getByRole('button', { name: 'Cancel' }));
    expect(saved).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Export all users' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await userEvent.type(within(dialog).getByLabelText('Password'), 'right password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Exported 1,234 users.');
    expect(saved).toEqual(['bawaba-users-2026-11-23.csv blob:export']);
    const exports = calls.filter((c) => c.includes('/export'));
    expect(exports).toEqual(Array(3).fill('/api/admin/users/export?format=csv&personal=1&sort=createdAt'));
    // Nothing else is read: the page never builds the file from the user list.
    expect(calls.filter((c) => !c.includes('/export'))).toEqual(['/api/settings/reauth']);
  });
});
