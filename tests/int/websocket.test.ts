import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import WebSocket from 'ws';
import { startServer, type TestServer } from '../support/server.ts';
import { eventually } from '../support/eventually.ts';
import { call, register, type Json } from '../support/api.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ RATE_LIMITS: 'off' });
});
afterAll(async () => {
  await server?.stop();
});

type Client = { messages: Json[]; ready: Promise<void>; closed: Promise<{ code: number }>; socket: WebSocket };

function connect(path: string, firstMessage?: unknown): Client {
  const socket = new WebSocket(server.url.replace('http', 'ws') + path);
  const messages: Json[] = [];
  let markReady: () => void;
  const ready = new Promise<void>((r) => (markReady = r));
  socket.on('open', () => firstMessage && socket.send(JSON.stringify(firstMessage)));
  socket.on('message', (raw) => {
    const msg = JSON.parse(String(raw));
    if (msg.type === 'ready') markReady();
    else messages.push(msg);
  });
  const closed = new Promise<{ code: number }>((r) => socket.on('close', (code) => r({ code })));
  return { messages, ready, closed, socket };
}
describe('/ws live feed', () => {
  it("pushes user A's update to A and never to B", async () => {
    const a = (await register(server.url)).body;
    const b = (await register(server.url)).body;
    const clientA = connect(`/ws?token=${a.tokens.accessToken}`);
    const clientB = connect('/ws', { type: 'auth', token: b.tokens.accessToken });
    await Promise.all([clientA.ready, clientB.ready]);

    await call(server.url, 'PUT', '/api/users/profile', { token: a.tokens.accessToken, body: { displayName: 'Alpha' } });
    await eventually(() => expect(clientA.messages).toHaveLength(1));
    expect(clientA.messages[0]).toEqual({
      type: 'user.updated',
      id: a.user.id,
      data: expect.objectContaining({ id: a.user.id, displayName: 'Alpha', business_info_completed: false }),
    });
    const me = await call(server.url, 'GET', '/api/users/me', { token: a.tokens.accessToken });
    expect(clientA.messages[0]!.data).toEqual(me.body.user);

    await call(server.url, 'PUT', '/api/users/profile', { token: b.tokens.accessToken, body: { displayName: 'Bravo' } });
    await eventually(() => expect(clientB.messages).toHaveLength(1));
    expect(clientB.messages[0]!.id).toBe(b.user.id);
    // B's update has been delivered, so A has had every chance to receive it too.
    expect(clientA.messages.map((m) => m.id)).toEqual([a.user.id]);
    expect(clientB.messages.map((m) => m.id)).toEqual([b.user.id]);
    clientA.socket.close();
    clientB.socket.close();
  });

  it('closes a connection that does not authenticate, or authenticates badly', async () => {
    const bad = connect('/ws?token=garbage');
    expect((await bad.closed).code).toBe(4401);
    const notJson = connect('/ws');
    notJson.socket.on('open', () => notJson.socket.send('hello'));
    expect((await notJson.closed).code).toBe(4400);
  });
});
