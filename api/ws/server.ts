import type { Server } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { filter, type Observable, type Subscription } from 'rxjs';
import { z } from 'zod';
import { verifyAccessToken } from '../../infra/security/tokens.ts';
import type { Logger } from '../../infra/logger.ts';
import type { Change } from './changes.ts';

const AUTH_TIMEOUT_MS = 5_000;
const HEARTBEAT_MS = 30_000;
/** A client that cannot keep up is dropped rather than buffered without bound. */
const MAX_BUFFERED_BYTES = 1 << 20;

const authMessage = z.object({ type: z.literal('auth'), token: z.string().min(1).max(4096) });

type Principal = { sub: string; role: string; exp: number };

export function attachFeed(server: Server, changes$: Observable<Change>, secret: string, log: Logger): WebSocketServer {
  const wss = new WebSocketServer({ server, path: '/ws', maxPayload: 16 * 1024 });

  wss.on('connection', (socket, req) => {
    const url = new URL(req.url ?? '/ws', 'http://localhost');
    const queryToken = url.searchParams.get('token');
    let subscription: Subscription | undefined;
    let expiry: NodeJS.Timeout | undefined;
    let alive = true;

    const authenticate = (token: string) => {
      const claims = verifyAccessToken(secret, token);
      if (!claims) return socket.close(4401, 'Invalid or expired token');
      start(claims);
    };

    const start = (who: Principal) => {
      clearTimeout(authTimer);
      subscription = changes$.pipe(filter((c) => visibleTo(c, who))).subscribe((c) => send(socket, c, log));
      // The feed stops with the token; the client reconnects with a fresh one.
      expiry = setTimeout(() => socket.close(4401, 'Token expired'), Math.max(0, who.exp * 1000 - Date.now()));
      socket.send(JSON.stringify({ type: 'ready' }));
    };

    const authTimer = setTimeout(() => socket.close(4401, 'Authentication required'), AUTH_TIMEOUT_MS);
    const heartbeat = setInterval(() => {
      if (!alive) return socket.terminate();
      alive = false;
      socket.ping();
    }, HEARTBEAT_MS);
    socket.on('pong', () => (alive = true));

    socket.on('message', (raw) => {
      if (subscription) return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(raw));
      } catch {
        return socket.close(4400, 'Messages must be JSON');
      }
      const message = authMessage.safeParse(parsed);
      if (!message.success) return socket.close(4401, 'Expected {"type":"auth","token":…} first');
      authenticate(message.data.token);
    });

    socket.on('close', () => {
      clearTimeout(authTimer);
      clearTimeout(expiry);
      clearInterval(heartbeat);
      subscription?.unsubscribe();
    });
    socket.on('error', (err) => log.warn({ err }, 'websocket error'));

    if (queryToken) authenticate(queryToken);
  });

  return wss;
}

function visibleTo(change: Change, who: Principal): boolean {
  if (change.audience.userIds.includes(who.sub)) return true;
  return who.role === 'admin' && change.audience.admins;
}

function send(socket: WebSocket, change: Change, log: Logger): void {
  if (socket.readyState !== socket.OPEN) return;
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
    log.warn('websocket client too slow, closing');
    socket.close(1013, 'Too slow');
    return;
  }
  socket.send(JSON.stringify({ type: change.type, id: change.id, data: change.data }));
}
