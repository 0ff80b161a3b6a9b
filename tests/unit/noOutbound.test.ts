import { describe, it, expect } from 'vitest';
import net from 'node:net';

describe('the outbound-connection guard', () => {
  it('refuses a connection to another host', () => {
    expect(() => net.connect({ host: '203.0.113.7', port: 80 })).toThrow(/Unexpected outbound connection/);
  });

  it('lets loopback through', async () => {
    const server = net.createServer((s) => s.end());
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as net.AddressInfo;
    const socket = net.connect({ host: '127.0.0.1', port });
    await new Promise((r) => socket.on('close', r));
    server.close();
  });
});
