import WebSocket from 'ws';
import type { Json } from './api.ts';

export type FeedSocket = {
  socket: WebSocket;
  /** Every frame in arrival order, control frames included. */
  frames: Json[];
  /** Change frames only. */
  changes: () => Json[];
  /** The `ready` frame: authenticated, replay (if any) done. */
  ready: Promise<Json>;
  closed: Promise<{ code: number; reason: string }>;
  /** The handshake's HTTP status when the server refused the upgrade. */
  refused: Promise<number>;
  close: () => Promise<void>;
};

/**
 * Opens /ws against a test server. `path` carries the query (`/ws?token=…&since=…`); `auth` is
 * sent as the first frame instead; `origin` sets the header a browser would send.
 */
export function openFeed(base: string, options: { path?: string; auth?: { token: string; since?: string }; origin?: string } = {}): FeedSocket {
  const socket = new WebSocket(base.replace('http', 'ws') + (options.path ?? '/ws'), options.origin ? { origin: options.origin } : {});
  const frames: Json[] = [];
  let markReady: (frame: Json) => void;
  const ready = new Promise<Json>((r) => (markReady = r));
  const refused = new Promise<number>((r) => socket.on('unexpected-response', (_req, res) => r(res.statusCode ?? 0)));
  socket.on('error', () => {});
  socket.on('open', () => options.auth && socket.send(JSON.stringify({ type: 'auth', ...options.auth })));
  socket.on('message', (raw) => {
    const frame = JSON.parse(String(raw)) as Json;
    frames.push(frame);
    if (frame.type === 'ready') markReady(frame);
  });
  const closed = new Promise<{ code: number; reason: string }>((r) => socket.on('close', (code, reason) => r({ code, reason: String(reason) })));
  return {
    socket,
    frames,
    changes: () => frames.filter((f) => f.type !== 'ready' && f.type !== 'resync'),
    ready,
    closed,
    refused,
    close: async () => {
      if (socket.readyState === WebSocket.CLOSED) return;
      socket.close();
      await closed;
    },
  };
}

/** Sorts positions as the server does (`commit:prepare`, numerically). */
export function comparePos(a: string, b: string): number {
  const [ac, ap = ac] = a.split(':').map(BigInt);
  const [bc, bp = bc] = b.split(':').map(BigInt);
  return ac !== bc ? (ac! < bc! ? -1 : 1) : ap === bp ? 0 : ap! < bp! ? -1 : 1;
}
