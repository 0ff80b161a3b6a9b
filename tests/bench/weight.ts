/**
 * First-load JavaScript per public route: gzip bytes (level 6, as the server sends them) of every
 * script a fresh browser fetches until the network is idle. Needs a built dist/web.
 */
import { gzipSync } from 'node:zlib';
import { startE2E, pageReady } from '../e2e/support/browser.ts';

const ROUTES = [
  '/', '/about', '/pricing', '/privacy', '/terms', '/legal', '/expert', '/partner', '/consultation',
  '/contact', '/newsletter', '/sectors/coming-soon', '/login', '/signup', '/charts-demo', '/test-country-dropdown',
];

const e2e = await startE2E();
const results: { route: string; gzipBytes: number; files: number }[] = [];
for (const route of ROUTES) {
  const page = await e2e.open({ language: 'en', consent: 'accepted' });
  const sizes: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') sizes.push(response.body().then((b) => gzipSync(b).length));
  });
  await page.goto(e2e.server.url + route, { waitUntil: 'networkidle' });
  await pageReady(page);
  const all = await Promise.all(sizes);
  results.push({ route, gzipBytes: all.reduce((a, b) => a + b, 0), files: all.length });
  await page.context().close();
}
await e2e.close();
console.log(JSON.stringify({ routes: results }));
