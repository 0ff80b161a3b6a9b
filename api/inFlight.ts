import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Tracks open connections and whether each is serving a request, so shutdown can close idle
 * keep-alive sockets at once and wait for busy ones to finish their request.
 */
export function trackInFlight(server: Server) {
  const busy = new Map<Socket, number>();
  server.on('connection', (socket) => {
    busy.set(socket, 0);
    socket.on('close', () => busy.delete(socket));
  });
  server.on('request', (req, res) => {
    const socket = req.socket;
    busy.set(socket, (busy.get(socket) ?? 0) + 1);
    res.on('finish', () => {
      const left = (busy.get(socket) ?? 1) - 1;
      busy.set(socket, left);
      if (closing && left === 0) socket.destroySoon();
    });
  });
  let closing = false;
  return {
    drain(s: Server): Promise<void> {
      closing = true;
      const closed = new Promise<void>((resolve) => s.close(() => resolve()));
      for (const [socket, count] of busy) if (count === 0) socket.destroySoon();
      return closed;
    },
  };
}
