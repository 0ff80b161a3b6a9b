import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { API_ANSWER_HEADERS, securityHeaders, securityHeadersFor } from '../../../api/http/securityHeaders.ts';

/** The headers a middleware leaves on a response that already carried X-Powered-By. */
function headersAfter(middleware: (req: never, res: never, next: () => void) => void): Record<string, string> {
  const headers = new Map<string, string>([['x-powered-by', 'Express']]);
  const res = {
    setHeader: (name: string, value: unknown) => void headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
  };
  let passed = false;
  middleware({} as never, res as never, () => void (passed = true));
  expect(passed).toBe(true);
  return Object.fromEntries([...headers].sort());
}

describe('securityHeaders', () => {
  const options: HelmetOptions = { contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } }, crossOriginEmbedderPolicy: false };

  it('sets exactly what helmet sets with the same options, and removes what it removes', () => {
    const ours = headersAfter(securityHeaders(options) as never);
    expect(ours).toEqual(headersAfter(helmet(options) as never));
    expect(ours['content-security-policy']).toBe("default-src 'self';frame-ancestors 'none'");
    expect(ours).not.toHaveProperty('x-powered-by');
  });

  it('answers every response alike: the second response gets the same headers', () => {
    const middleware = securityHeaders(options) as never;
    expect(headersAfter(middleware)).toEqual(headersAfter(middleware));
  });
});

describe('securityHeadersFor', () => {
  const document: HelmetOptions = { contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } }, crossOriginEmbedderPolicy: false };
  const middleware = securityHeadersFor({ document, api: API_ANSWER_HEADERS, isDocument: (path) => !path.startsWith('/api/') || path.startsWith('/api/docs') });
  const at = (path: string) => headersAfter(((req: object, res: never, next: () => void) => middleware({ ...req, path } as never, res, next)) as never);

  it('gives API answers the REST set: a CSP that allows nothing, framing denied, nosniff, HSTS, no referrer', () => {
    const api = at('/api/users/me');
    expect(api).toMatchObject({
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(api['strict-transport-security']).toMatch(/max-age=\d+/);
    for (const documentOnly of ['x-dns-prefetch-control', 'cross-origin-opener-policy', 'origin-agent-cluster', 'x-xss-protection', 'x-download-options']) expect(api).not.toHaveProperty(documentOnly);
  });

  it("gives pages, the API's reference page among them, helmet's whole set", () => {
    for (const path of ['/', '/market', '/api/docs', '/api/docs/swagger-ui.css']) expect(at(path), path).toEqual(headersAfter(helmet(document) as never));
  });
});
