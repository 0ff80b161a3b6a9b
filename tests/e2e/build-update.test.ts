// Code run in the page is passed as strings: this project's typecheck has Node's globals, not the DOM's.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { startE2E, pageReady, type E2E } from './support/browser.ts';
import { WEB_DIST } from '../../api/static.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => e2e?.close());
afterEach(() => expect(e2e.takeForeignRequests()).toEqual([]));

const hasMarker = (page: import('playwright-core').Page) => page.evaluate<boolean>("window.__bawabaMarker === true");
const setMarker = (page: import('playwright-core').Page) => page.evaluate('window.__bawabaMarker = true');

describe('build updates', () => {
  it('writes builds/latest.json and builds/meta/{buildId}.json', async () => {
    const latest = (await fetch(`${e2e.server.url}/builds/latest.json`).then((r) => r.json())) as { buildId: string };
    expect(latest).toMatchObject({ buildId: expect.any(String), builtAt: expect.any(String) });
    const meta = await fetch(`${e2e.server.url}/builds/meta/${latest.buildId}.json`).then((r) => r.json());
    expect(meta).toMatchObject({ buildId: latest.buildId, initialJs: expect.any(Array) });
    expect(readFileSync(`${WEB_DIST}/builds/latest.json`, 'utf8')).toContain(latest.buildId);
  });

  it('reloads on the next navigation after a newer build appears, at most once per 10 s', async () => {
    const page = await e2e.open({ language: 'en', consent: 'accepted' });
    await page.context().addInitScript("localStorage.setItem('bawaba.buildPollMs', '200')");
    let newer: string | null = null;
    await page.route('**/builds/latest.json', (route) =>
      newer
        ? route.fulfill({ contentType: 'application/json', body: JSON.stringify({ buildId: newer, builtAt: new Date().toISOString() }) })
        : route.fallback(),
    );
    await page.goto(e2e.server.url + '/');
    await pageReady(page);
    const nav = page.getByRole('navigation', { name: 'Main' });

    // Same build: navigation stays client-side.
    await setMarker(page);
    await page.waitForRequest('**/builds/latest.json');
    await nav.getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL('**/pricing');
    await pageReady(page);
    expect(await hasMarker(page)).toBe(true);

    // A deploy happens; the page notices but does not reload under the user's hands.
    newer = 'a-newer-build';
    await page.locator('html[data-build-update="available"]').waitFor({ state: 'attached' });
    expect(await hasMarker(page)).toBe(true);

    // The next navigation is a full load of the new URL. The reloaded page polls once, soon after
    // it starts, and then stops (it already knows of the newer build): wait for that from here on.
    const polledAfterReload = page.waitForResponse('**/builds/latest.json');
    await Promise.all([page.waitForEvent('load'), nav.getByRole('link', { name: 'About' }).click()]);
    await pageReady(page);
    expect(new URL(page.url()).pathname).toBe('/about');
    expect(await hasMarker(page)).toBe(false);

    // Still "outdated" (dist did not change), but the 10 s guard stops a reload loop.
    await setMarker(page);
    await polledAfterReload;
    await nav.getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL('**/contact');
    await pageReady(page);
    expect(await hasMarker(page)).toBe(true);
  });
});
