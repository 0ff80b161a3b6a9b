import { describe, expect, it } from 'vitest';
import { fillIndex, headTags, type Head } from '../../../api/pages/html.ts';
import { articleMarkup } from '../../../api/pages/articleMarkup.ts';
import { atomFeed, sitemapXml } from '../../../api/pages/feeds.ts';

const evil = '</script><script>alert(1)</script>"\'<b>';
const head: Head = {
  title: evil,
  description: evil,
  canonical: 'https://bawaba.test/articles/x?a=1&b=2',
  alternates: [['en', 'https://bawaba.test/articles/x']],
  ogType: 'article',
  locale: 'en',
  jsonLd: [{ '@type': 'Article', headline: evil }],
};
const article = {
  id: 'a1', slug: 'x', title: evil, excerpt: evil, lang: 'en', fallback: true, tags: [], author: evil, coverImage: null,
  publishedAt: '2026-11-23T10:00:00.000Z', updatedAt: '2026-11-23T10:00:00.000Z', readingMinutes: 2, html: '<p>safe</p>', languages: ['en'], related: [],
};

/** Every <script> in the output: only JSON-LD data blocks may be there. */
const scripts = (html: string) => html.match(/<script\b[^>]*>/g) ?? [];

describe('server-rendered article pages', () => {
  it('escape editors\' text in the head; JSON-LD cannot close its element', () => {
    const tags = headTags(head);
    expect(scripts(tags)).toEqual(['<script data-ssr-head type="application/ld+json">']);
    expect(tags).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&lt;b&gt;</title>');
    expect(tags).toContain('\\u003c/script\\u003e');
    expect(tags).toContain('href="https://bawaba.test/articles/x?a=1&amp;b=2"');
  });

  it('escape the title, excerpt and author in the body; the fallback note shows', () => {
    const body = articleMarkup(article, 'https://bawaba.test/articles/x', 'de');
    expect(scripts(body)).toEqual([]);
    expect(body).toContain('Dieser Artikel ist in Ihrer Sprache noch nicht verfügbar');
    expect(body).toContain('<p>safe</p>');
  });

  it('fill the index: language and direction, head, content, no noscript notice', () => {
    const index = '<html lang="en" dir="ltr"><head></head><body><div id="root"></div><noscript>x</noscript></body></html>';
    const page = fillIndex(index, 'ar', head, '<main>hi</main>');
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain('<div id="root"><main>hi</main></div>');
    expect(page).not.toContain('<noscript>');
  });

  it('escape text in the sitemap and the feed', () => {
    const doc = { _id: 'a1', slug: 'x', translations: { en: { title: evil, excerpt: evil, body: '<script>alert(1)</script>' } }, tags: ['energy'], author: evil, publishedAt: null, updatedAt: '2026-11-23T10:00:00.000Z' };
    const feed = atomFeed('https://bawaba.test', [doc as never], new Date());
    expect(scripts(feed)).toEqual([]);
    expect(sitemapXml('https://bawaba.test', [doc as never])).toContain('<loc>https://bawaba.test/articles/x</loc><lastmod>2026-11-23T10:00:00.000Z</lastmod>');
  });
});
