import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './support/browser.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

describe('/api/docs', () => {
  it('renders the API reference from node_modules under the strict CSP, with nothing fetched from elsewhere', async () => {
    const page = await e2e.open();
    await page.goto(`${e2e.server.url}/api/docs`);
    await page.getByRole('heading', { name: /Bawaba API/ }).waitFor({ timeout: 15_000 });
    // Operations from the document (the list is virtualised, so only the first ones are in the page): it read /api/openapi.json.
    const first = page.locator('.opblock-summary-path').first();
    await first.waitFor();
    expect(await first.getAttribute('data-path')).toMatch(/^\/api\//);
    expect(e2e.takeForeignRequests()).toEqual([]);
  });
});
