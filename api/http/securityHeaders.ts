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
