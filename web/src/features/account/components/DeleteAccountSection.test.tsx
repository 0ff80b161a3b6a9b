import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderInApp } from '@/testing/render.tsx';
import { getSession, signIn } from '@/lib/session.ts';
import { DeleteAccountSection } from './DeleteAccountSection.tsx';

const connections = (hasPassword: boolean) => ({ success: true, hasPassword, connections: [] });
const user = { id: 'u1', email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee', role: 'user' as const };

/** Answers the connections query, then the deletion with `answer`. */
function server(hasPassword: boolean, answer: Response) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => (String(url).endsWith('/settings/oauth') ? jsonResponse(connections(hasPassword)) : answer));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const deletions = (fetchMock: ReturnType<typeof server>) => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/settings/delete-account'));

describe('DeleteAccountSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('warns, and sends nothing without the password and the acknowledgement', async () => {
    const fetchMock = server(true, jsonResponse({ success: true, message: 'deleted' }));
    await renderInApp(<DeleteAccountSection />, { path: '/settings' });
    expect(screen.getByText(/cannot be undone/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(screen.getByLabelText('Enter your password to confirm')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('Please confirm that you understand this cannot be undone.');
    expect(deletions(fetchMock)).toHaveLength(0);
  });

  it('deletes with the password, signs out and goes home', async () => {
    signIn(user, { accessToken: 'a.b.c', refreshToken: 'r' });
    const fetchMock = server(true, jsonResponse({ success: true, message: 'deleted' }));
    const { router } = await renderInApp(<DeleteAccountSection />, { path: '/settings' });
    await userEvent.type(screen.getByLabelText('Enter your password to confirm'), 'my passphrase');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(JSON.parse(String(deletions(fetchMock)[0]?.[1]?.body))).toEqual({ password: 'my passphrase' });
    expect(getSession().isAuthenticated).toBe(false);
  });

  it('shows the server’s refusal and stays signed in', async () => {
    signIn(user, { accessToken: 'a.b.c', refreshToken: 'r' });
    server(true, jsonResponse({ error: 'The password is not correct', code: 'INVALID_PASSWORD' }, 400));
    await renderInApp(<DeleteAccountSection />, { path: '/settings' });
    await userEvent.type(screen.getByLabelText('Enter your password to confirm'), 'wrong');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('The password is not correct')).toBeInTheDocument();
    expect(getSession().isAuthenticated).toBe(true);
  });

  it('asks an account without a password for a fresh sign-in instead', async () => {
    const fetchMock = server(false, jsonResponse({ success: true, message: 'deleted' }));
    await renderInApp(<DeleteAccountSection />, { path: '/settings' });
    expect(await screen.findByText(/sign in again with Google or LinkedIn/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Enter your password to confirm')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await vi.waitFor(() => expect(deletions(fetchMock)).toHaveLength(1));
    expect(JSON.parse(String(deletions(fetchMock)[0]?.[1]?.body))).toEqual({});
  });
});
