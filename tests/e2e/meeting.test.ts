import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { E2E } from './support/browser.ts';
import { bookVisa, openAs as openAsAccount, startConsultationsE2E } from './support/consultations.ts';
import { call, type Json } from '../support/api.ts';
import { jitsiOptions } from '../../web/src/features/meeting/jitsi-config.ts';
import { allDayProfile, gridSlot, nearProfile, type consultationKit, type Person } from '../int/bookingsKit.ts';

/**
 * Issue 9, e2e items 5 and 1 (expert side): the room screen asks for a display name and then loads the
 * Jitsi external API from JITSI_DOMAIN, here a local stub that records how it was constructed; and the
 * expert's /manage_consultations shows a new booking from the websocket, without a reload.
 */

// The stub stands in for https://{JITSI_DOMAIN}/external_api.js: it keeps what the room handed it.
const STUB_API = `window.JitsiMeetExternalAPI = function (domain, options) {
  var copy = {}; for (var k in options) if (k !== 'parentNode') copy[k] = options[k];
  window.__jitsi = { domain: domain, options: JSON.parse(JSON.stringify(copy)) };
  var frame = document.createElement('div'); frame.setAttribute('data-testid', 'jitsi-stub'); options.parentNode.appendChild(frame);
  var handlers = window.__jitsiHandlers = {};
  this.on = this.addListener = function (name, fn) { (handlers[name] = handlers[name] || []).push(fn); };
  this.removeListener = this.executeCommand = this.dispose = function () {};
};`;

let stub: Server;
let stubHost: string;
const stubRequests: string[] = [];
let e2e: E2E;
let kit: ReturnType<typeof consultationKit>;

beforeAll(async () => {
  stub = createServer((req, res) => {
    stubRequests.push(req.url ?? '');
    if (req.url?.startsWith('/external_api.js')) res.writeHead(200, { 'content-type': 'text/javascript' }).end(STUB_API);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  stubHost = `127.0.0.1:${(stub.address() as AddressInfo).port}`;
  ({ e2e, kit } = await startConsultationsE2E({ JITSI_DOMAIN: stubHost }));
}, 120_000);
afterAll(async () => {
  await e2e?.close();
  await new Promise((resolve) => stub?.close(resolve));
});
afterEach(() => expect(e2e.takeForeignRequests()).toEqual([]));

/** A session for the person, with the stub standing in for the Jitsi domain. */
async function openAs(person: Person): Promise<Page> {
  const page = await openAsAccount(e2e, person);
  // The SDK always asks for https://{domain}/external_api.js: the test answers that TLS request from its
  // plain-HTTP stub (any other foreign request is still aborted and reported by support/browser.ts).
  await page.route(`https://${stubHost}/**`, async (route) => {
    const url = new URL(route.request().url());
    const answer = await fetch(`http://${stubHost}${url.pathname}${url.search}`);
    await route.fulfill({ status: answer.status, contentType: answer.headers.get('content-type') ?? 'text/plain', body: await answer.text() });
  });
  return page;
}

const book = (user: Person, expert: Person, start: string) => bookVisa(e2e, user, expert, start);

describe('/manage_consultations', () => {
  it('shows a booking made through the API without a reload', async () => {
    const [expert, user] = await Promise.all([kit.expert(allDayProfile(['visa-residency'])), kit.customer()]);
    const page = await openAs(expert);
    let loads = 0;
    page.on('load', () => (loads += 1));
    const frames: string[] = [];
    page.on('websocket', (socket) => socket.on('framereceived', (f) => frames.push(String(f.payload))));
    await page.goto(`${e2e.server.url}/manage_consultations`);
    await page.getByRole('heading', { level: 1, name: 'Manage consultations' }).waitFor();
    await page.getByRole('heading', { name: 'Availability' }).waitFor();
    await page.getByText('No sessions.').first().waitFor();
    // The feed is subscribed once it said ready: the booking's frame cannot pass it by.
    await expect.poll(() => frames.some((f) => f.includes('"type":"ready"'))).toBe(true);
    await page.evaluate(() => ((globalThis as unknown as Json).__sameDocument = true));

    const made = await book(user, expert, gridSlot(3));
    expect(made.status).toBe(201);
    const card = page.locator(`[data-booking="${made.body.booking.id}"]`);
    await card.waitFor();
    await expect.poll(() => card.getByTestId('session-status').textContent()).toBe('Confirmed');
    expect(await page.evaluate(() => (globalThis as unknown as Json).__sameDocument)).toBe(true);
    expect(loads).toBe(1);
    // No page but the room loads anything from the Jitsi domain.
    expect(stubRequests).toEqual([]);
  });

  it("offers the expert the room of a session about to start; hanging up leads back to the sessions", async () => {
    const near = nearProfile(['visa-residency']);
    const [expert, user] = await Promise.all([kit.expert(near.profile), kit.customer()]);
    const made = await book(user, expert, near.start);
    expect(made.status).toBe(201);
    const page = await openAs(expert);
    await page.goto(`${e2e.server.url}/manage_consultations`);
    const join = page.locator(`[data-booking="${made.body.booking.id}"]`).getByRole('link', { name: 'Join the video room' });
    expect(await join.getAttribute('href')).toBe(`/meeting/${made.body.booking.meeting.meetingCode}`);
    await join.click();
    await page.getByLabel('Your display name').fill('Dr Near');
    await page.getByRole('button', { name: 'Join the meeting' }).click();
    await expect.poll(() => page.evaluate(() => (globalThis as unknown as Json).__jitsi?.options?.userInfo?.displayName)).toBe('Dr Near');
    await page.evaluate(() => (globalThis as unknown as Json).__jitsiHandlers.readyToClose.forEach((fn: () => void) => fn()));
    await page.waitForURL((u) => u.pathname === '/manage_consultations');
    stubRequests.length = 0;
  });
});

describe('the user joining from /booking', () => {
  it('reaches the room from the in-app link: the room loads itself as a document, so its CSP admits the Jitsi domain', async () => {
    const near = nearProfile(['visa-residency']);
    const [expert, user] = await Promise.all([kit.expert(near.profile), kit.customer()]);
    const made = await book(user, expert, near.start);
    expect(made.status).toBe(201);
    const page = await openAs(user);
    const documents: string[] = [];
    page.on('response', (r) => r.request().resourceType() === 'document' && documents.push(new URL(r.url()).pathname));
    await page.goto(`${e2e.server.url}/booking`);
    await page.locator(`[data-booking="${made.body.booking.id}"]`).getByRole('link', { name: 'Join the meeting' }).click();
    await page.getByLabel('Your display name').fill('Amal');
    await page.getByRole('button', { name: 'Join the meeting' }).click();
    await expect.poll(() => page.evaluate(() => (globalThis as unknown as Json).__jitsi?.options?.roomName)).toBe(made.body.booking.meeting.meetingCode);
    expect(documents).toEqual(['/booking', `/meeting/${made.body.booking.meeting.meetingCode}`]);
    stubRequests.length = 0;
  });
});

describe('the room screen', () => {
  it('asks for a display name, then loads the external API from JITSI_DOMAIN with the room and the spec settings', async () => {
    const [expert, user] = await Promise.all([kit.expert(allDayProfile(['visa-residency'])), kit.customer()]);
    const made = await book(user, expert, gridSlot(1));
    expect(made.status).toBe(201);
    const roomName = made.body.booking.meeting.meetingCode as string;
    expect(roomName).toBe(`bawaba${made.body.booking.id}`);
    // The room opens 10 minutes before the start: move the server's clock there instead of waiting.
    const start = Date.parse(made.body.booking.start);
    const clock = await call(e2e.server.url, 'POST', '/api/test/clock', { body: { advanceMs: Math.max(1, start - 5 * 60_000 - Date.now()) } });
    expect(clock.status).toBe(200);

    const page = await openAs(user);
    const document = await page.goto(`${e2e.server.url}/meeting/${roomName}`);
    expect(document?.headers()['content-security-policy']).toContain(`script-src 'self' https://${stubHost}`);
    const name = page.getByLabel('Your display name');
    await name.waitFor();
    expect(await name.inputValue()).toBe('Bawaba User');
    await page.getByText('Subject: Bawaba Consultation').waitFor();
    expect(stubRequests).toEqual([]);

    await name.fill('');
    await page.getByRole('button', { name: 'Join the meeting' }).click();
    await page.getByText('Enter a display name to join.').waitFor();
    expect(stubRequests).toEqual([]);

    await name.fill('Amal Test');
    await page.getByRole('button', { name: 'Join the meeting' }).click();
    await page.getByTestId('jitsi-stub').waitFor({ state: 'attached' });
    expect(stubRequests).toEqual(['/external_api.js']);
    const jitsi = (await page.evaluate(() => (globalThis as unknown as Json).__jitsi)) as Json;
    expect(jitsi.domain).toBe(stubHost);
    // The builder's values are pinned to spec section 9 by its unit test; here they must reach the external API whole.
    const expected = jitsiOptions({ roomName, displayName: 'Amal Test' });
    expect(jitsi.options).toMatchObject({ roomName, lang: 'en', userInfo: { displayName: 'Amal Test' } });
    expect(jitsi.options.configOverwrite).toEqual(expected.configOverwrite);
    expect(jitsi.options.interfaceConfigOverwrite).toEqual(expected.interfaceConfigOverwrite);
    expect(jitsi.options.configOverwrite).toMatchObject({ subject: 'Bawaba Consultation', startWithAudioMuted: false, prejoinPageEnabled: false, channelLastN: 4 });
    expect(jitsi.options.configOverwrite.toolbarButtons).toContain('hangup');
  });

  it("says 'Meeting code is required' without a code, and no other page may reach the Jitsi domain", async () => {
    const user = await kit.customer();
    const page = await openAs(user);
    await page.goto(`${e2e.server.url}/meeting`);
    await page.getByText('Meeting code is required').waitFor();
    const home = await call(e2e.server.url, 'GET', '/');
    expect(home.headers.get('content-security-policy')).not.toContain(stubHost);
    const other = await call(e2e.server.url, 'GET', '/manage_consultations');
    expect(other.headers.get('content-security-policy')).not.toContain(stubHost);
  });
});
