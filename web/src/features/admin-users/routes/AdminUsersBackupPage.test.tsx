import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSession } from '@/lib/session.ts';
import { renderInApp } from '@/testing/render.tsx';
import { api, requests, route } from '@/testing/msw.ts';
import { AdminUsersBackupPage } from './AdminUsersBackupPage.tsx';

/** The server as the page meets it: personal data only after /settings/reauth, and only the export endpoint gives users. */
function serve() {
  let reauthenticated = false;
  api.use(
    route('POST', '/api/settings/reauth', async (request) => {
      reauthenticated = ((await request.json()) as { password: string }).password === 'right password';
      return reauthenticated ? HttpResponse.json({ success: true }) : HttpResponse.json({ error: 'Current password is incorrect', code: 'INVALID_PASSWORD' }, { status: 400 });
    }),
    route('GET', '/api/admin/users/export', (request) => {
      const personal = new URL(request.url).searchParams.get('personal') === '1';
      if (personal && !reauthenticated) return HttpResponse.json({ error: 'Please confirm your current password again to continue.', code: 'reauth_required' }, { status: 403 });
      const name = personal ? 'bawaba-users-2026-11-23.csv' : 'bawaba-users-2026-11-23-anonymous.json';
      return new HttpResponse('file', { status: 200, headers: { 'Content-Disposition': `attachment; filename="${name}"`, 'X-Total-Count': '1234' } });
    }),
  );
}
const calls = () => requests().map((r) => r.path);

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
    serve();
    await renderInApp(<AdminUsersBackupPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Export all users' }));
    await screen.findByText('Exported 1,234 users.');
    expect(calls()).toEqual(['/api/admin/users/export?format=json&personal=0&sort=createdAt']);
    expect(saved).toEqual(['bawaba-users-2026-11-23-anonymous.json blob:export']);
  });

  it('asks for the password when the server wants it for personal data, then downloads; a cancel saves nothing', async () => {
    serve();
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
    const exports = calls().filter((c) => c.includes('/export'));
    expect(exports).toEqual(Array(3).fill('/api/admin/users/export?format=csv&personal=1&sort=createdAt'));
    // Nothing else is read: the page never builds the file from the user list.
    expect(calls().filter((c) => !c.includes('/export'))).toEqual(['/api/settings/reauth']);
  });
});
