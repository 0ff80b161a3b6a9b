import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { positionFromString, type Position } from '../../infra/eventstore/port.ts';
import { verifyAccessToken } from '../../infra/security/tokens.ts';
import { revokedSessions } from '../../infra/security/revocations.ts';
import type { Logger } from '../../infra/logger.ts';
import { authFrameSchema, FEED_CLOSE, posSchema } from '../../contracts/ws.ts';
import type { FeedClient } from './audiences.ts';
import type { LiveFeed } from './feed.ts';
import { AttemptLimiter, clientKey, originAllowed } from './upgrade.ts';

const AUTH_TIMEOUT_MS = 5_000;
const HEARTBEAT_MS = 30_000;

export type FeedOptions = {
  secret: string;
  log: Logger;
  appUrl: string;
  development: boolean;
  /** Per-IP cap on connection attempts; off only where the HTTP rate limits are off (tests, bench). */
  limitAttempts: boolean;
};

/**
 * /ws: the upgrade is checked (path, Origin, attempts per IP) before any websocket exists; the
 * socket then authenticates with `?token=` or a first `{"type":"auth"}` frame, optionally with
 * `since`, and joins the feed.
 */
export function attachFeed(server: Server, feed: LiveFeed, options: FeedOptions): WebSocketServer {
  const { log } = options;
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 });
  const attempts = new AttemptLimiter();

  server.on('upgrade', (req, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (pathname !== '/ws') return refuse(socket, 404, 'Not Found');
    if (!originAllowed(req.headers.origin, options.appUrl, options.development, req.headers.host)) return refuse(socket, 403, 'Forbidden');
    if (options.limitAttempts && !attempts.take(clientKey(req))) return refuse(socket, 429, 'Too Many Requests');
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });

  // One timer for every socket: a peer that missed the last ping is gone.
  const alive = new WeakSet<WebSocket>();
  const heartbeat = setInterval(() => {
    for (const socket of wss.clients) {
      if (!alive.delete(socket)) socket.terminate();
      else socket.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  wss.on('close', () => clearInterval(heartbeat));

  wss.on('connection', (socket, req) => {
    alive.add(socket);
    socket.on('pong', () => alive.add(socket));
    const params = new URL(req.url ?? '/ws', 'http://localhost').searchParams;
    let client: FeedClient | undefined;
    let expiry: NodeJS.Timeout | undefined;

    const start = (token: string, since: string | undefined) => {
      clearTimeout(authTimer);
      const claims = verifyAccessToken(options.secret, token);
      if (!claims) return socket.close(FEED_CLOSE.unauthorized, 'Invalid or expired token');
      if ((claims.sid && revokedSessions.has(claims.sid)) || (claims.fid && revokedSessions.has(claims.fid))) {
        return socket.close(FEED_CLOSE.unauthorized, 'This session has ended');
      }
      let from: Position | undefined;
      if (since !== undefined) {
        if (!posSchema.safeParse(since).success) return socket.close(FEED_CLOSE.badMessage, 'since must be a position a frame carried, e.g. "42:42"');
        from = positionFromString(since);
      }
      client = { socket, userId: claims.sub, admin: claims.role === 'admin', sid: claims.sid, fid: claims.fid, pending: undefined, overflowed: false, floor: undefined };
      // The feed stops with the token; the client reconnects with a fresh one and `since`.
      expiry = setTimeout(() => socket.close(FEED_CLOSE.unauthorized, 'Token expired'), Math.max(0, claims.exp * 1000 - Date.now()));
      feed.join(client, from);
    };

    const authTimer = setTimeout(() => socket.close(FEED_CLOSE.unauthorized, 'Authentication required'), AUTH_TIMEOUT_MS);

    socket.on('message', (raw) => {
      if (client) return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(raw));
      } catch {
        return socket.close(FEED_CLOSE.badMessage, 'Messages must be JSON');
      }
      const message = authFrameSchema.safeParse(parsed);
      if (!message.success) return socket.close(FEED_CLOSE.unauthorized, 'Expected {"type":"auth","token":…,"since"?:…} first');
      start(message.data.token, message.data.since);
    });

    socket.on('close', () => {
      clearTimeout(authTimer);
      clearTimeout(expiry);
      if (client) feed.leave(client);
    });
    socket.on('error', (err) => log.warn({ err }, 'websocket error'));

    const queryToken = params.get('token');
    if (queryToken) start(queryToken, params.get('since') ?? undefined);
  });

  return wss;
}

function refuse(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
