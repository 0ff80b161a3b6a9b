import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { raiseSessionExpired, SESSION_EXPIRED_EVENT } from '@/lib/session-events.ts';
import { readReturnPath, RETURN_PATH_KEY } from '@/lib/session.ts';
import { renderInApp } from '@/testing/render.tsx';
import { SessionExpiredBanner } from './SessionExpiredBanner.tsx';

const MESSAGE = 'Session expired. Please sign in again to continue.';

describe('SessionExpiredBanner', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
  });

  it('is raised by the app-wide window event', async () => {
    await renderInApp(<SessionExpiredBanner />, { path: '/pricing' });
    expect(screen.queryByText(MESSAGE)).toBeNull();
    act(() => raiseSessionExpired());
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGE);
    expect(SESSION_EXPIRED_EVENT).toBe('bawaba:session-expired');
  });

  it('says a role change is why the session ended (issue 17)', async () => {
    await renderInApp(<SessionExpiredBanner />);
    act(() => raiseSessionExpired('roleChanged'));
    expect(screen.getByRole('alert')).toHaveTextContent('Your role has changed. Please sign in again to continue.');
  });

  it('hides by itself after 10 seconds', async () => {
    await renderInApp(<SessionExpiredBanner />);
    act(() => raiseSessionExpired());
    act(() => vi.advanceTimersByTime(9_900));
    expect(screen.getByText(MESSAGE)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText(MESSAGE)).toBeNull();
  });

  it('Dismiss hides it', async () => {
    await renderInApp(<SessionExpiredBanner />);
    act(() => raiseSessionExpired());
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(MESSAGE)).toBeNull();
  });

  it('Sign In stores the current path and goes to /login', async () => {
    const { router } = await renderInApp(<SessionExpiredBanner />, { path: '/contact?from=banner' });
    act(() => raiseSessionExpired());
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(readReturnPath()).toBe('/contact?from=banner');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('keeps a return target that is already stored', async () => {
    sessionStorage.setItem(RETURN_PATH_KEY, '/dashboard');
    await renderInApp(<SessionExpiredBanner />, { path: '/pricing' });
    act(() => raiseSessionExpired());
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(readReturnPath()).toBe('/dashboard');
  });

  it('does not store /login as the return target', async () => {
    await renderInApp(<SessionExpiredBanner />, { path: '/login' });
    act(() => raiseSessionExpired());
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(readReturnPath()).toBeNull();
  });
});
