// Noticing a deploy (spec section 4): poll builds/latest.json; once a newer build exists, the next
// navigation becomes a full page load so the user gets the new code without losing what they typed.

export const DEFAULT_POLL_MS = 60_000;
/** localStorage key that overrides the poll interval (e2e tests shorten it). */
export const POLL_OVERRIDE_KEY = 'bawaba.buildPollMs';
export const LAST_RELOAD_KEY = 'bawaba.lastBuildReload';
export const RELOAD_GUARD_MS = 10_000;

export function currentBuildId(): string {
  return typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';
}

export function pollInterval(storage: Storage = localStorage): number {
  const override = Number(storage.getItem(POLL_OVERRIDE_KEY));
  return Number.isFinite(override) && override >= 100 ? override : DEFAULT_POLL_MS;
}

export async function fetchLatestBuildId(fetcher: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetcher('/builds/latest.json', { cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as { buildId?: unknown };
    return typeof body.buildId === 'string' ? body.buildId : null;
  } catch {
    return null;
  }
}

/** True when a reload is allowed now; records it so a loop of stale caches cannot reload more than once per 10 s. */
export function claimReload(now: number = Date.now(), storage: Storage = sessionStorage): boolean {
  const last = Number(storage.getItem(LAST_RELOAD_KEY));
  if (Number.isFinite(last) && now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(LAST_RELOAD_KEY, String(now));
  return true;
}

export interface BuildWatcher {
  readonly updateAvailable: () => boolean;
  stop(): void;
}

export interface BuildWatcherOptions {
  buildId?: string;
  intervalMs?: number;
  fetcher?: typeof fetch;
  onUpdate?: (latest: string) => void;
}

/** Polls every interval and whenever the tab regains focus. Dev builds ('dev') never poll. */
export function watchBuilds(options: BuildWatcherOptions = {}): BuildWatcher {
  const buildId = options.buildId ?? currentBuildId();
  let found = false;
  if (buildId === 'dev') return { updateAvailable: () => false, stop() {} };

  const check = async () => {
    if (found) return;
    const latest = await fetchLatestBuildId(options.fetcher);
    if (latest && latest !== buildId && !found) {
      found = true;
      options.onUpdate?.(latest);
    }
  };
  const timer = window.setInterval(() => void check(), options.intervalMs ?? pollInterval());
  const onFocus = () => void check();
  window.addEventListener('focus', onFocus);
  return {
    updateAvailable: () => found,
    stop() {
      window.clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    },
  };
}
