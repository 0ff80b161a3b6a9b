import { describe, expect, it } from 'vitest';
import type { Request } from 'express';
import { pageLanguage, stylesFirst } from '../../../api/ssr.ts';
import { structuredData } from '../../../api/structuredData.ts';

const head =
  '<title>About &amp; more | Bawaba</title><meta name="description" content="Why &quot;we&quot; built it"/>' +
  '<link rel="canonical" href="https://bawaba.example/about"/><meta property="og:site_name" content="Bawaba"/>';

const graph = (html: string) => {
  const json = html.replace(/^<script type="application\/ld\+json">/, '').replace(/<\/script>$/, '');
  return (JSON.parse(json) as { '@graph': Record<string, unknown>[] })['@graph'];
};

describe('JSON-LD of a server-rendered page', () => {
  it('names the organization, the breadcrumb (site › page, without the brand suffix) and the page', () => {
    const [organization, breadcrumbs, page] = graph(structuredData(head, 'https://bawaba.example', '/about', 'en'));
    expect(organization).toMatchObject({ '@type': 'Organization', name: 'Bawaba', url: 'https://bawaba.example/' });
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Bawaba', item: 'https://bawaba.example/' },
        { position: 2, name: 'About & more', item: 'https://bawaba.example/about' },
      ],
    });
    expect(page).toMatchObject({ '@type': 'WebPage', name: 'About & more | Bawaba', description: 'Why "we" built it', inLanguage: 'en' });
  });

  it('the home page is its own only crumb', () => {
    const [, breadcrumbs] = graph(structuredData(head, 'https://bawaba.example', '/', 'en'));
    expect(breadcrumbs?.itemListElement).toHaveLength(1);
  });

  it('no edited text can close the script element', () => {
    const hostile = head.replace('About &amp; more', '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    const html = structuredData(hostile, 'https://bawaba.example', '/about', 'en');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.stringify(graph(html))).toContain('</script><script>alert(1)</script>');
  });
});

describe('the server HTML template', () => {
  const index =
    '<head><meta name="viewport" content="x" /><script type="module" crossorigin src="/assets/index.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/a.js"><link rel="stylesheet" crossorigin href="/assets/index.css"></head>';

  it('puts the stylesheet right after the viewport and fetches the scripts at low priority', () => {
    const html = stylesFirst(index);
    expect(html.indexOf('index.css')).toBeLessThan(html.indexOf('index.js'));
    expect(html).toContain('<script type="module" fetchpriority="low"');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low"');
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
  });
});

describe('the language of the server HTML', () => {
  const request = (lng: string | undefined, accept: string[]) =>
    ({ query: lng === undefined ? {} : { lng }, acceptsLanguages: (...offered: string[]) => offered.find((o) => accept.includes(o)) ?? false }) as unknown as Request;

  it('?lng= first (exact, any case, or its base language), then the browser, then English', () => {
    expect(pageLanguage(request('ar', ['fr']))).toBe('ar');
    expect(pageLanguage(request('ZH-tw', []))).toBe('zh-TW');
    expect(pageLanguage(request('pt-BR', []))).toBe('pt');
    expect(pageLanguage(request('xx', ['de']))).toBe('de');
    expect(pageLanguage(request(undefined, []))).toBe('en');
  });
});
