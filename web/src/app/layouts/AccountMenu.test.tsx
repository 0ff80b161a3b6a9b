import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render.tsx';
import { clearSession, setSession } from '@/lib/session.ts';
import { AccountMenu } from './AccountMenu.tsx';

const signedInAs = (role: 'user' | 'expert' | 'admin') => setSession({ token: 't', refreshToken: 'r', user: { id: 'u1', email: 'a@b.co', role } });

describe('the account menu leads back to one’s bookings (issue 17 item 7)', () => {
  beforeEach(() => {
    localStorage.clear();
    clearSession();
  });

  it('offers a business user “My consultations”', async () => {
    signedInAs('user');
    await renderInApp(<AccountMenu />);
    expect(screen.getByRole('link', { name: 'My consultations' })).toHaveAttribute('href', '/booking');
  });

  it('offers an expert their console', async () => {
    signedInAs('expert');
    await renderInApp(<AccountMenu />);
    expect(screen.getByRole('link', { name: 'Manage consultations' })).toHaveAttribute('href', '/manage_consultations');
  });

  it('offers neither to an admin, nor to a guest', async () => {
    signedInAs('admin');
    const view = await renderInApp(<AccountMenu />);
    expect(screen.queryByTestId('account-bookings')).toBeNull();
    view.unmount();
    clearSession();
    await renderInApp(<AccountMenu />);
    expect(screen.queryByTestId('account-bookings')).toBeNull();
  });
});
