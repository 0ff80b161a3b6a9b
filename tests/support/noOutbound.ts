import net from 'node:net';

/**
 * Tests may talk to loopback (the servers they start, containers' mapped ports) and to unix
 * sockets (the container runtime), nothing else: an outbound connection fails the test at once.
 */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1', '0.0.0.0', '::', undefined, '']);
const original = net.Socket.prototype.connect;

net.Socket.prototype.connect = function connect(this: net.Socket, ...args: unknown[]) {
  // net.connect() hands the socket its already-normalized [options, callback] pair.
  const [first, second] = Array.isArray(args[0]) ? (args[0] as unknown[]) : args;
  const options = typeof first === 'object' && first !== null && !Array.isArray(first) ? (first as net.NetConnectOpts) : undefined;
  const path = options && 'path' in options ? options.path : undefined;
  const host = options ? (options as net.TcpNetConnectOpts).host : typeof second === 'string' ? second : undefined;
  if (!path && !LOOPBACK.has(host ?? undefined) && !String(host).startsWith('127.')) {
    throw new Error(`Unexpected outbound connection from a test to ${String(host)}`);
  }
  return original.apply(this, args as Parameters<typeof original>);
} as typeof original;
