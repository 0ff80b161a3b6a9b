import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Request } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageRenderer, type PageRenderer, type ServerPage } from '../../../api/ssr.ts';

/**
 * The article pages go through the shared server renderer (api/ssr.ts) with the data and head their
 * route read. A stand-in bundle echoes what it was given, so these tests see exactly what the renderer
 * hands to React and writes into the page.
 */
const INDEX = '<!doctype html><html lang="en" dir="ltr"><head><meta name="viewport" content="width=device-width" /></head><body><div id="root"></div></body></html>';
const BUNDLE = `export async function render(input) {
  const data = input.queries?.article?.data;
  return { kind: 'page', status: input.url.includes('broken') ? 500 : 200, lang: input.lang, dir: input.lang === 'ar' ? 'rtl' : 'ltr', head: '<title>React title</title>',
    html: '<main>' + (data ? data.title : 'no data') + ' ' + input.url + '</main>', hydration: { loaderData: {} }, queries: { queries: input.queries ? [input.queries] : [] } };
}`;

let base: string;
let render: PageRenderer;
beforeAll(async () => {
  base = mkdtempSync(join(tmpdir(), 'ssr-articles-'));
  mkdirSync(join(base, 'web-ssr'));
  writeFileSync(join(base, 'web-ssr', 'entry-server.js'), BUNDLE);
  const made = await pageRenderer({ dist: join(base, 'web'), index: INDEX, texts: async () => ({}) });
  if (!made) throw new Error('no renderer');
  render = made;
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

const request = (path: string, search = ''): Request =>
  ({ path, originalUrl: `${path}${search}`, protocol: 'https', query: {}, get: () => 'bawaba.test', acceptsLanguages: () => 'en' }) as unknown as Request;
const article = (title: string): ServerPage => ({
  lang: 'ar',
  head: '<title data-ssr-head>Article head</title>',
  queries: { article: { slug: 'vision-2030', data: { title } } },
});
const html = async (path: string, page?: ServerPage, search = '') => {
  const answer = await render(request(path, search), page);
  if (!answer || 'redirect' in answer) throw new Error(`no page for ${path}`);
  return answer.html;
};

describe('article pages through the server renderer', () => {
  it('renders a path outside the fixed set when its route hands over the data, in the route\'s language and head', async () => {
    expect(await render(request('/articles/vision-2030'))).toBeUndefined();
    const page = await html('/articles/vision-2030', article('رؤية 2030'), '?lng=ar');
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain('<main>رؤية 2030 https://bawaba.test/articles/vision-2030?lng=ar</main>');
    // The route's head tags replace React's and the generic JSON-LD, which would double title and breadcrumbs.
    expect(page).toContain('<title data-ssr-head>Article head</title></head>');
    expect(page).not.toContain('React title');
    expect(page).not.toContain('"@graph"');
  });

  it('sends the query data in the page\'s data script, which cannot be closed by an editor\'s text', async () => {
    const page = await html('/articles/vision-2030', article('</script><script>alert(1)</script>'));
    // Read up to the first `<`: had the title closed the element, the JSON would stop short and not parse.
    const data = JSON.parse(/<script type="application\/json" id="ssr-data">([^<]*)<\/script>/.exec(page)?.[1] ?? 'null') as { lang: string; queries: unknown };
    expect(data.lang).toBe('ar');
    expect(data.queries).toEqual({ queries: [{ article: { slug: 'vision-2030', data: { title: '</script><script>alert(1)</script>' } } }] });
  });

  it('hands back nothing when the render failed (500), so the route serves its own HTML', async () => {
    expect(await render(request('/articles/broken'), article('Broken'))).toBeUndefined();
  });

  it('never serves a cached page for other data: a revised article shows on the next request', async () => {
    expect(await html('/articles/vision-2030', article('First'))).toContain('<main>First');
    expect(await html('/articles/vision-2030', article('Revised'))).toContain('<main>Revised');
  });
});
