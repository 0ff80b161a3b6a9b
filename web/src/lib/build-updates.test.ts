import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAST_RELOAD_KEY, POLL_OVERRIDE_KEY, claimReload, pollInterval, watchBuilds } from './build-updates.ts';

function latest(buildId: string): typeof fetch {
  return vi.fn(async () => new Response(JSON.stringify({ buildId, builtAt: '2026-01-01T00:00:00Z' })));
}

describe('build updates', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('polls every minute by default and can be shortened through localStorage', () => {
    expect(pollInterval()).toBe(60_000);
    localStorage.setItem(POLL_OVERRIDE_KEY, '500');
    expect(pollInterval()).toBe(500);
    localStorage.setItem(POLL_OVERRIDE_KEY, 'nonsense');
    expect(pollInterval()).toBe(60_000);
  });

  it('reports a newer build once', async () => {
    const onUpdate = vi.fn();
    const watcher = watchBuilds({ buildId: 'a', intervalMs: 1000, fetcher: latest('b'), onUpdate });
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(onUpdate).toHaveBeenCalledExactlyOnceWith('b');
    expect(watcher.updateAvailable()).toBe(true);
    watcher.stop();
  });

  it('stays quiet while the build is current, and checks again on focus', async () => {
    const fetcher = latest('a');
    const watcher = watchBuilds({ buildId: 'a', intervalMs: 1000, fetcher });
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(watcher.updateAvailable()).toBe(false);
    watcher.stop();
  });

  it('ignores unreachable or malformed build info', async () => {
    const fetcher = vi.fn(async () => new Response('<html>', { status: 200 }));
    const watcher = watchBuilds({ buildId: 'a', intervalMs: 1000, fetcher });
    await vi.advanceTimersByTimeAsync(1000);
    expect(watcher.updateAvailable()).toBe(false);
    watcher.stop();
  });

  it('allows at most one reload per 10 seconds', () => {
    expect(claimReload(100_000)).toBe(true);
    expect(claimReload(105_000)).toBe(false);
    expect(claimReload(110_001)).toBe(true);
    expect(sessionStorage.getItem(LAST_RELOAD_KEY)).toBe('110001');
  });
});
