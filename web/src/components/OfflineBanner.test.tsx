import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render.tsx';
import { OfflineBanner } from './OfflineBanner.tsx';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
}

describe('OfflineBanner', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows while the browser is offline and hides when it is back', async () => {
    await renderInApp(<OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => goOffline(true));
    expect(screen.getByRole('status')).toHaveTextContent('You are offline');
    act(() => goOffline(false));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
