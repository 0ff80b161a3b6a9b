import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'playwright-core';
import { readyUser, storeSession } from './support/accounts.ts';
import { useMailSuite } from './support/suite.ts';
import { call } from '../support/api.ts';

const suite = useMailSuite();

type Tapped = { socket: WebSocket; sent: string[]; received: string[]; closed: Promise<void> };

describe('the live feed in the browser', () => {
  it('a change made while the browser was offline shows up after it is back online, without a reload', async () => {
    const user = await readyUser(suite.e2e.server.url, suite.smtp);
    const page = await suite.e2e.open({ language: 'en', consent: 'accepted' });
    await storeSession(page, user);
    const sockets: Tapped[] = [];
    page.on('websocket', (socket) => {
      const tapped: Tapped = { socket, sent: [], received: [], closed: new Promise((r) => socket.on('close', () => r())) };
      socket.on('framesent', (f) => tapped.sent.push(String(f.payload)));
      socket.on('framereceived', (f) => tapped.received.push(String(f.payload)));
      sockets.push(tapped);
    });
    let loads = 0;
    page.on('load', () => (loads += 1));

    await page.goto(`${suite.e2e.server.url}/dashboard`);
    const heading = page.getByRole('heading', { level: 1 });
    await heading.filter({ hasText: user.firstName }).waitFor();
    await expect.poll(() => sockets[0]?.received.some((f) => f.includes('"type":"ready"'))).toBe(true);

    await page.context().setOffline(true);
    await sockets[0]!.closed;
    const renamed = await call(suite.e2e.server.url, 'PUT', '/api/users/profile', { token: user.accessToken, body: { firstName: 'Reconnected' } });
    expect(renamed.status).toBe(200);
    await page.context().setOffline(false);

    await heading.filter({ hasText: 'Reconnected' }).waitFor();
    expect(loads).toBe(1);
    // It came back on a new socket that resumed from where the first one stopped, and the change was replayed to it.
    const resumed = sockets.at(-1)!;
    expect(sockets.length).toBeGreaterThan(1);
    expect(JSON.parse(resumed.sent[0]!)).toMatchObject({ type: 'auth', since: expect.stringMatching(/^\d+:\d+$/) });
    await expect
      .poll(() => resumed.received.map((f) => JSON.parse(f)).find((f) => f.type === 'user.updated')?.data.firstName)
      .toBe('Reconnected');
    await page.context().close();
  });
});
