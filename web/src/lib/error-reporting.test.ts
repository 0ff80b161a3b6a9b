import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from './query-client.ts';
import { setSession, endSession } from './session.ts';
import { startErrorReporting } from './error-reporting.ts';

// Counts evaluations of @sentry/react: the factory runs only when something imports it.
const sentry = vi.hoisted(() => ({ loaded: 0, init: vi.fn(), setTag: vi.fn(), browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })) }));
vi.mock('@sentry/react', () => {
  sentry.loaded += 1;
  return { init: sentry.init, setTag: sentry.setTag, browserTracingIntegration: sentry.browserTracingIntegration };
});

describe('error reporting in the browser (spec section 7)', () => {
  afterEach(() => {
    vi.clearAllMocks();
    localStorage.clear();
    queryClient.clear();
  });

  it('loads nothing without VITE_SENTRY_DSN', async () => {
    const load = vi.fn();
    await expect(startErrorReporting(undefined, load)).resolves.toBe(false);
    await expect(startErrorReporting('', load)).resolves.toBe(false);
    expect(load).not.toHaveBeenCalled();
    expect(sentry.loaded).toBe(0);
  });

  it('with a DSN: traces at 0.1, no personal data, and the tier as a tag that follows the session', async () => {
    await expect(startErrorReporting('https://key@errors.example.com/2')).resolves.toBe(true);
    expect(sentry.loaded).toBe(1);
    const options = sentry.init.mock.calls[0]?.[0];
    expect(options).toMatchObject({ dsn: 'https://key@errors.example.com/2', tracesSampleRate: 0.1, dataCollection: { userInfo: false, urlQueryParams: false } });
    expect(sentry.setTag).toHaveBeenLastCalledWith('subscription_tier', 'guest');

    setSession({ token: 't', refreshToken: 'r', user: { id: 'u1', email: 'ada@example.com', firstName: 'Ada', subscriptionTier: 'starter' } });
    expect(sentry.setTag).toHaveBeenLastCalledWith('subscription_tier', 'starter');
    endSession();
    expect(sentry.setTag).toHaveBeenLastCalledWith('subscription_tier', 'guest');

    const event = options.beforeSend({ user: { email: 'ada@example.com' }, request: { url: '/reset-password?token=secret' }, breadcrumbs: [{ data: { from: '/a?x=1', to: '/b#t' } }] });
    expect(JSON.stringify(event)).not.toMatch(/ada@|secret|x=1|#t/);
  });

  it('a reporter that cannot load leaves the app alone', async () => {
    await expect(startErrorReporting('https://key@errors.example.com/2', () => Promise.reject(new Error('blocked')))).resolves.toBe(false);
  });
});
