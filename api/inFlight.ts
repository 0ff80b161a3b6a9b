import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * How long shutdown keeps accepting. A client whose connection the kernel has already queued, or
 * whose request is already written, believes its command was sent; closing the listener or an idle
 * socket at once would reset it. A short grace serves those, each with `Connection: close`.
 */
const GRACE_MS = 300;

/** Tracks open connections and whether each is serving a request, for a graceful shutdown. */
export function trackInFlight(server: Server) {
  const busy = new Map<Socket, number>();
  let closing = false;
  server.on('connection', (socket) => {
    busy.set(socket, 0);
    socket.on('close', () => busy.delete(socket));
  });
  server.on('request', (req, res) => {
    const socket = req.socket;
    busy.set(socket, (busy.get(socket) ?? 0) + 1);
    if (closing) res.shouldKeepAlive = false;
    res.on('finish', () => {
      const left = (busy.get(socket) ?? 1) - 1;
      busy.set(socket, left);
      if (closing && left === 0) socket.destroySoon();
    });
  });
  return {
    async drain(s: Server): Promise<void> {
      closing = true;
      await new Promise((resolve) => setTimeout(resolve, GRACE_MS));
      // A loop busy past the grace (argon2 signups on a loaded machine) has requests waiting to be
      // read: one turn through the poll phase hands them over before idle sockets are judged.
      await new Promise((resolve) => setImmediate(resolve));
      // http.Server#close also drops idle keep-alive sockets; busy ones close after their answer.
      const closed = new Promise<void>((resolve) => s.close(() => resolve()));
      for (const [socket, count] of busy) if (count === 0) socket.destroySoon();
      return closed;
    },
  };
}
