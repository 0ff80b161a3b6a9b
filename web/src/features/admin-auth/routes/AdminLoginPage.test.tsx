import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render.tsx';
import { api, route } from '@/testing/msw.ts';
import { clearSession, rememberReturnPath, setSession } from '@/lib/session.ts';
import { AdminLoginPage } from './AdminLoginPage.tsx';

const signedInAs = (role: 'admin' | 'analyst') => {
  const user = { id: 's1', email: 'staff@example.com', role };
  setSession({ token: 't', refreshToken: 'r', user });
  // setSession seeds the me query; should the page ask again, the server knows the same person.
  api.use(route('GET', '/api/users/me', { success: true, user }));
};

describe('/admin/login when already signed in (issue 17 item 8)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    clearSession();
  });

  it('tells an analyst sent from an administrators’ page their real role and where to go', async () => {
    signedInAs('analyst');
    rememberReturnPath('/admin/users');
    await renderInApp(<AdminLoginPage />, { path: '/admin/login' });
    expect(await screen.findByText('You are signed in as staff@example.com (Analyst).')).toBeInTheDocument();
    expect(screen.getByText('The page you opened is for administrators only.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your start page' })).toHaveAttribute('href', '/admin/statistics');
    expect(screen.queryByText(/as the administrator/)).toBeNull();
  });

  it('still greets an administrator as one, with the way on to the back office', async () => {
    signedInAs('admin');
    await renderInApp(<AdminLoginPage />, { path: '/admin/login' });
    expect(await screen.findByText('You are signed in as the administrator staff@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your start page' })).toHaveAttribute('href', '/admin/dashboard');
  });
});
