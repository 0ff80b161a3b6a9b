import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { ipKeyGenerator } from 'express-rate-limit';

/** Connection attempts one IP (an IPv6 /56) may make per minute; an office behind one NAT still fits. */
export const ATTEMPTS_PER_IP_PER_MINUTE = 120;
const WINDOW_MS = 60_000;

/**
 * Browsers always send Origin on a websocket handshake and let any page open one, so a foreign
 * origin riding on a user's token is refused (cross-site websocket hijacking). Without an Origin
 * the client is not a browser, and the token alone decides. In development the Vite dev server
 * serves the app from another loopback port, so loopback origins pass there; it must be asked for
 * (NODE_ENV=development), production being the default.
 */
export function originAllowed(origin: string | undefined, appUrl: string, development: boolean, host?: string): boolean {
  if (origin === undefined) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.origin === new URL(appUrl).origin) return true;
  // The page this server served itself (reached as localhost instead of APP_URL's 127.0.0.1, say):
  // a browser sets both headers, and a foreign page cannot make its Origin match our Host.
  if (host !== undefined && parsed.host === host.toLowerCase() && (parsed.protocol === 'http:' || parsed.protocol === 'https:')) return true;
  return development && ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname);
}

/** Fixed one-minute windows per IP: the whole table is dropped when a window ends, so it never grows past one minute's callers. */
export class AttemptLimiter {
  readonly #counts = new Map<string, number>();
  readonly #limit: number;
  #windowEnds = 0;

  constructor(limit = ATTEMPTS_PER_IP_PER_MINUTE) {
    this.#limit = limit;
  }

  take(key: string, nowMs = Date.now()): boolean {
    if (nowMs >= this.#windowEnds) {
      this.#counts.clear();
      this.#windowEnds = nowMs + WINDOW_MS;
    }
    const count = (this.#counts.get(key) ?? 0) + 1;
    this.#counts.set(key, count);
    return count <= this.#limit;
  }
}

/**
 * The caller's address as Express's `trust proxy: loopback` reads it: behind a local proxy, the
 * address that proxy appended last to X-Forwarded-For; IPv6 keyed by subnet as the HTTP limits do.
 */
export function clientKey(req: IncomingMessage): string {
  let ip = req.socket.remoteAddress ?? 'unknown';
  const forwarded = req.headers['x-forwarded-for'];
  if (isLoopback(ip) && typeof forwarded === 'string') {
    const last = forwarded.split(',').at(-1)?.trim();
    if (last && isIP(last)) ip = last;
  }
  return isIP(ip) ? ipKeyGenerator(ip) : ip;
}

function isLoopback(ip: string): boolean {
  return ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');
}
