import type { ArticleDoc } from '../../projections/queries/articles.ts';
import { escapeHtml as esc } from '../../domain/shared/html.ts';
import { renderMarkdown } from '../../infra/articles/markdown.ts';
import { ARTICLE_LANGUAGES } from '../../domain/articles/article.ts';
import { languagesOf } from '../views/articles.ts';

/** The public pages a crawler should know besides the articles (spec section 2, public routes). */
const PUBLIC_PAGES = ['/', '/about', '/pricing', '/contact', '/newsletter', '/expert', '/partner', '/consultation', '/legal', '/privacy', '/terms', '/market/free', '/articles', '/hire'];

const withLng = (url: string, lang: string) => (lang === 'en' ? url : `${url}?lng=${lang}`);

function entry(loc: string, languages: readonly string[], lastmod?: string): string {
  const links = [...languages.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${esc(withLng(loc, l))}"/>`), `<xhtml:link rel="alternate" hreflang="x-default" href="${esc(loc)}"/>`];
  return `<url><loc>${esc(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${links.join('')}</url>`;
}

/** Public pages in every UI language, published articles in the languages they are written in. */
export function sitemapXml(origin: string, published: ArticleDoc[]): string {
  const urls = [
    ...PUBLIC_PAGES.map((path) => entry(`${origin}${path}`, ARTICLE_LANGUAGES)),
    ...published.map((doc) => entry(`${origin}/articles/${doc.slug}`, languagesOf(doc), doc.updatedAt)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *
Allow: /
Disallow: /api/
Disallow: /admin
Disallow: /newsmgmt
Disallow: /dashboard
Disallow: /settings
Disallow: /charts-demo
Disallow: /test-country-dropdown
Disallow: /billing-test
Disallow: /test-onboarding
Disallow: /articles/test

Sitemap: ${origin}/sitemap.xml
`;
}

/** Atom 1.0 (RFC 4287): the newest published articles in English, with their sanitized HTML. */
export function atomFeed(origin: string, docs: ArticleDoc[], now: Date): string {
  const updated = docs[0]?.updatedAt ?? now.toISOString();
  const entries = docs.map((doc) => {
    const url = `${origin}/articles/${doc.slug}`;
    const en = doc.translations.en;
    return `<entry>
<title>${esc(en.title)}</title>
<link rel="alternate" type="text/html" href="${esc(url)}"/>
<id>urn:uuid:${doc._id}</id>
<published>${doc.publishedAt ?? doc.updatedAt}</published>
<updated>${doc.updatedAt}</updated>
<author><name>${esc(doc.author)}</name></author>
${doc.tags.map((t) => `<category term="${esc(t)}"/>`).join('')}
<summary>${esc(en.excerpt)}</summary>
<content type="html">${esc(renderMarkdown(en.body))}</content>
</entry>`;
  });
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
<title>Bawaba articles</title>
<link rel="self" type="application/atom+xml" href="${origin}/articles/feed.xml"/>
<link rel="alternate" type="text/html" href="${origin}/articles"/>
<id>${origin}/articles</id>
<updated>${updated}</updated>
${entries.join('\n')}
</feed>
`;
}
