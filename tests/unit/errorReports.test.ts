import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../infra/config.ts';
import { reportError, setErrorReporter, startErrorReporting } from '../../infra/observability/errorReports.ts';

// Counts evaluations of @sentry/node: the factory runs only when something imports it.
const sentry = vi.hoisted(() => ({ loaded: 0, init: vi.fn(), captureException: vi.fn() }));
vi.mock('@sentry/node', () => {
  sentry.loaded += 1;
  return { init: sentry.init, captureException: sentry.captureException };
});

afterEach(() => {
  setErrorReporter(null);
  vi.clearAllMocks();
});

describe('error reporting on the server (spec section 7)', () => {
  it('loads and initialises nothing without SENTRY_DSN', async () => {
    const config = loadConfig({});
    expect(config.SENTRY_DSN).toBeUndefined();
    await expect(startErrorReporting(config)).resolves.toBe(false);
    reportError(new Error('boom'), { tier: 'free' });
    expect(sentry.loaded).toBe(0);
    expect(sentry.init).not.toHaveBeenCalled();
  });

  it('refuses a DSN that is not a URL', () => {
    expect(() => loadConfig({ SENTRY_DSN: 'not a url' })).toThrow(/SENTRY_DSN/);
  });

  it('with a DSN: traces at 0.1, no personal data, and the tier on each report', async () => {
    const config = loadConfig({ SENTRY_DSN: 'https://key@errors.example.com/1' });
    await expect(startErrorReporting(config)).resolves.toBe(true);
    expect(sentry.loaded).toBe(1);
    const options = sentry.init.mock.calls[0]?.[0];
    expect(options).toMatchObject({
      dsn: 'https://key@errors.example.com/1',
      tracesSampleRate: 0.1,
      dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    });
    const error = new Error('boom');
    reportError(error, { tier: 'professional' });
    expect(sentry.captureException).toHaveBeenCalledWith(error, { tags: { subscription_tier: 'professional' } });

    const event = options.beforeSend({
      user: { id: 'u1', email: 'ada@example.com', ip_address: '10.0.0.1' },
      request: { url: 'https://bawaba.test/reset-password?token=secret', headers: { authorization: 'Bearer x' }, cookies: { a: 'b' }, data: { password: 'p' }, query_string: 'token=secret' },
      breadcrumbs: [{ data: { url: '/ws?token=secret' } }],
    });
    expect(JSON.stringify(event)).not.toMatch(/ada@|10\.0\.0\.1|secret|Bearer|"password"/);
    expect(event.request.url).toBe('https://bawaba.test/reset-password');
    const span = options.beforeSendSpan({
      name: 'GET /reset-password?token=secret',
      attributes: { 'url.full': 'https://bawaba.test/ws?token=secret', 'user.email': 'ada@example.com', 'client.address': '10.0.0.1', 'http.route': '/api/users/me' },
    });
    expect(JSON.stringify(span)).not.toMatch(/ada@|10\.0\.0\.1|secret/);
    expect(span.attributes['http.route']).toBe('/api/users/me');
  });
});
