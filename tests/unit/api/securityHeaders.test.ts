import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../../api/http/securityHeaders.ts';

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
