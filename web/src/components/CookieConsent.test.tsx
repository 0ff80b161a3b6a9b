import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render.tsx';
import { CookieConsent, readConsent } from './CookieConsent.tsx';

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

describe('CookieConsent', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    clearCookies();
  });

  it('appears 1.5 s after load when no consent cookie exists', async () => {
    await renderInApp(<CookieConsent />);
    act(() => vi.advanceTimersByTime(1_400));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn more: Privacy policy' })).toHaveAttribute('href', '/privacy');
  });

  it.each([
    ['Accept', 'accepted'],
    ['Decline', 'rejected'],
  ] as const)('%s sets cookie_consent=%s and hides the bar', async (button, value) => {
    const setCookie = vi.spyOn(document, 'cookie', 'set');
    await renderInApp(<CookieConsent />);
    act(() => vi.advanceTimersByTime(1_500));
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(readConsent()).toBe(value);
    expect(setCookie).toHaveBeenCalledWith(expect.stringContaining(`cookie_consent=${value}; Max-Age=31536000; Path=/`));
    setCookie.mockRestore();
  });

  it('stays away once a choice exists', async () => {
    document.cookie = 'cookie_consent=accepted; Path=/';
    await renderInApp(<CookieConsent />);
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });
});
