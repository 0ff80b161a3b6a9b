import type { RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's headers, worked out once: with fixed options every response gets the same ones, and
 * helmet's thirteen middlewares (one per header, each a step of every request) cost the API about
 * a twentieth of a small answer's time. helmet still decides the names and values.
 */
export function securityHeaders(options: HelmetOptions): RequestHandler {
  const headers: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => void headers.push([name, String(value)]),
    removeHeader: (name: string) => void removed.push(name),
  };
  let ran = false;
  helmet(options)({} as never, recorder as never, () => void (ran = true));
  // A helmet that came to depend on the request, or ended the response, would not be captured right.
  if (!ran) throw new Error('helmet did not pass the request on; its headers cannot be worked out once');
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

/**
 * What an API answer (JSON, an image, a download) carries: OWASP's REST set (a CSP that allows
 * nothing, HSTS, nosniff, framing denied) with the referrer and cross-origin resource policies.
 * The headers that only mean something to a document a browser renders (DNS prefetch, the opener
 * policy, origin-agent clusters, IE's download and XSS switches, Flash's cross-domain policy)
 * stay on pages. Ten fewer headers on every answer: about a tenth of a small answer's time.
 */
export const API_ANSWER_HEADERS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  xFrameOptions: { action: 'deny' },
};

/** Pages get `document`'s headers, everything else `api`'s; which is which is decided by path, before any handler runs. */
export function securityHeadersFor(options: { document: HelmetOptions; api: HelmetOptions; isDocument: (path: string) => boolean }): RequestHandler {
  const document = securityHeaders(options.document);
  const api = securityHeaders(options.api);
  return (req, res, next) => (options.isDocument(req.path) ? document : api)(req, res, next);
}
