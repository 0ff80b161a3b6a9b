import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render.tsx';
import { api, requests, route } from '@/testing/msw.ts';
import { getSession, signIn } from '@/lib/session.ts';
import { DeleteAccountSection } from './DeleteAccountSection.tsx';

const connections = (hasPassword: boolean) => ({ success: true, hasPassword, connections: [] });
const user = { id: 'u1', email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee', role: 'user' as const };

/** Answers the connections query, then the deletion with `answer` (and `status`). */
function server(hasPassword: boolean, answer: Record<string, unknown>, status = 200) {
  api.use(route('GET', '/api/settings/oauth', connections(hasPassword)), route('POST', '/api/settings/delete-account', answer, status));
}
const deletions = () => requests().filter((r) => r.path === '/api/settings/delete-account');

describe('DeleteAccountSection', () => {

  it('warns, and sends nothing without the password and the acknowledgement', async () => {
    server(true, { success: true, message: 'deleted' });
    await renderInApp(<DeleteAccountSection />, { path: '/settings' });
    expect(screen.getByText(/cannot be undone/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(screen.getByLabelText('Enter your password to confirm')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('Please confirm that you understand this cannot be undone.');
    expect(deletions()).toHaveLength(0);
  });

  it('deletes with the password, signs out and goes home', async () => {
    signIn(user, { accessToken: 'a.b.c', refreshToken: 'r' });
    server(true, { success: true, message: 'deleted' });
    const { router } = await renderInApp(<DeleteAccountSection />, { path: '/settings' });
    await userEvent.type(screen.getByLabelText('Enter your password to confirm'), 'my passphrase');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(deletions()[0]?.body).toEqual({ password: 'my passphrase' });
    expect(getSession().isAuthenticated).toBe(false);
  });

  it('shows the server’s refusal and stays signed in', async () => {
    signIn(user, { accessToken: 'a.b.c', refreshToken: 'r' });
    server(true, { error: 'The password is not correct', code: 'INVALID_PASSWORD' }, 400);
    await renderInApp(<DeleteAccountSection />, { path: '/settings' });
    await userEvent.type(screen.getByLabelText('Enter your password to confirm'), 'wrong');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('The password is not correct')).toBeInTheDocument();
    expect(getSession().isAuthenticated).toBe(true);
  });

  it('asks an account without a password for a fresh sign-in instead', async () => {
    server(false, { success: true, message: 'deleted' });
    await renderInApp(<DeleteAccountSection />, { path: '/settings' });
    expect(await screen.findByText(/sign in again with Google or LinkedIn/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Enter your password to confirm')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await vi.waitFor(() => expect(deletions()).toHaveLength(1));
    expect(deletions()[0]?.body).toEqual({});
  });
});
