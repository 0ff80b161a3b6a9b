import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Router, type Request, type Response } from 'express';
import type { AppContext } from '../context.ts';
import { WEB_DIST, type RoutedPage } from '../static.ts';
import type { SiteTextLanguage } from '../../domain/siteTexts/siteText.ts';
import { articles } from '../../projections/queries/articles.ts';
import type { ArticleDoc } from '../../projections/queries/articles.ts';
import { ARTICLE_LANGUAGES, UNLISTED_SLUGS } from '../../domain/articles/article.ts';
import { INDUSTRIES } from '../../domain/businessProfiles/businessProfile.ts';
import { PREVIEW_TOKEN, previewTokenHash } from '../../commands/articles/articles.ts';
import { plainText } from '../../infra/articles/markdown.ts';
import { ARTICLE_PAGE_SIZE, coverImageUrl } from '../../contracts/articles.ts';
import { articleView, languagesOf, queryOf, summaryView } from '../views/articles.ts';
import { fillIndex, headTags, standalonePage, type Head } from './html.ts';
import { articleMarkup, listMarkup } from './articleMarkup.ts';
import { brand, translator } from './texts.ts';
import { atomFeed, robotsTxt, sitemapXml } from './feeds.ts';

/** The page language: the site's own `?lng=` (what <Seo> links to), else English. */
function pageLanguage(req: Request): SiteTextLanguage {
  const asked = typeof req.query.lng === 'string' ? req.query.lng : '';
  return (ARTICLE_LANGUAGES as readonly SiteTextLanguage[]).find((l) => l.toLowerCase() === asked.toLowerCase()) ?? 'en';
}

const withLng = (url: string, lang: string) => (lang === 'en' ? url : `${url}${url.includes('?') ? '&' : '?'}lng=${lang}`);

/**
 * /articles and /articles/{slug} as complete HTML (issue 12), plus the sitemap, robots.txt, the
 * Atom feed and the secret preview pages. Everything is read from the read model per request, so
 * a new article shows without a rebuild.
 */
export function articlePagesRouter(ctx: AppContext, dist = WEB_DIST): Router {
  const router = Router();
  const read = articles(ctx.readStore);
  const origin = ctx.config.APP_URL.replace(/\/$/, '');
  const indexFile = join(dist, 'index.html');
  const index = () => (existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined);
  let cached: string | undefined;
  const page = () => (cached ??= index());

  const send = (res: Response, status: number, html: string) =>
    res.status(status).set('Cache-Control', 'no-cache').type('html').send(html);
  /**
   * The page itself is React's (api/ssr.ts renders it from these queries, inside the site's layout, and
   * the browser hydrates it); this router reads its data and writes its head. The template is what is
   * served when there is no server renderer.
   */
  const handOver = (res: Response, next: () => void, page: Omit<RoutedPage, 'head' | 'fallback'>, head: Head, body: string, html: string) => {
    const routed: RoutedPage = { ...page, head: headTags(head), fallback: { status: 200, html: fillIndex(html, page.lang, head, body) } };
    res.locals.routedPage = routed;
    next();
  };

  router.get('/robots.txt', (_req, res) => res.type('text/plain').send(robotsTxt(origin)));
  router.get('/sitemap.xml', async (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('application/xml').send(sitemapXml(origin, await read.allPublished()));
  });
  router.get('/articles/feed.xml', async (_req, res) => {
    const docs = await read.allPublished(50);
    res.set('Cache-Control', 'no-cache').type('application/atom+xml').send(atomFeed(origin, docs, ctx.now()));
  });

  router.get('/articles', async (req, res, next) => {
    const html = page();
    if (!html) return next();
    const lang = pageLanguage(req);
    const t = translator(lang);
    const q = typeof req.query.q === 'string' ? req.query.q.slice(0, 100) : undefined;
    const tag = typeof req.query.tag === 'string' && (INDUSTRIES as readonly string[]).includes(req.query.tag) ? req.query.tag : undefined;
    const pageNo = Math.min(1000, Math.max(1, Number.parseInt(String(req.query.page ?? '1'), 10) || 1));
    const { items, total } = await read.published({ q, tag, page: pageNo, pageSize: ARTICLE_PAGE_SIZE });
    const list = { items: items.map((d) => summaryView(d, lang)), total, page: pageNo, pageSize: ARTICLE_PAGE_SIZE };
    // Keyed as the page asks for it (web/src/features/articles/routes/ArticlesPage.tsx).
    const params = { q: typeof req.query.q === 'string' && req.query.q ? req.query.q : undefined, tag: typeof req.query.tag === 'string' && req.query.tag ? req.query.tag : undefined, page: pageNo };
    const canonical = `${origin}/articles${pageNo > 1 ? `?page=${pageNo}` : ''}`;
    const head: Head = {
      title: `${t('title')} | ${brand(lang)}`,
      description: t('description'),
      canonical: withLng(canonical, lang),
      alternates: [...ARTICLE_LANGUAGES.map((l): [string, string] => [l, withLng(canonical, l)]), ['x-default', canonical]],
      ogType: 'website',
      locale: lang,
      // Filtered and searched lists are views of the same pages: they stay out of the index.
      noindex: Boolean(q || tag),
      jsonLd: [breadcrumbs(origin, t, [])],
      extra: `<link rel="alternate" type="application/atom+xml" title="${t('feed')}" href="${origin}/articles/feed.xml" />`,
    };
    handOver(res, next, { lang, queries: { articles: { params, data: list } } }, head, listMarkup(list, { q, tag }, lang), html);
  });

  router.get('/articles/:slug', async (req, res, next) => {
    const html = page();
    if (!html) return next();
    const slug = String(req.params.slug).toLowerCase();
    const found = await read.bySlug(slug);
    if (found?.redirectTo) {
      return res.redirect(301, `/articles/${found.redirectTo}${queryOf(req)}`);
    }
    // Unknown: the app's own 404 page, with the status crawlers need.
    if (!found) return send(res, 404, html);
    const lang = pageLanguage(req);
    const doc = found.article;
    const view = articleView(doc, lang, await read.related(doc));
    const url = `${origin}/articles/${doc.slug}`;
    handOver(res, next, { lang, queries: { article: { slug, data: view } } }, articleHead(origin, doc, view, lang), articleMarkup(view, withLng(url, view.lang), lang), html);
  });

  // `/{token}`: a secret preview of a draft. No app, no index, no caching, no referrer.
  router.get('/:token', async (req, res, next) => {
    const token = String(req.params.token);
    if (!PREVIEW_TOKEN.test(token)) return next();
    res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'no-referrer' });
    const doc = await read.preview(previewTokenHash(token), ctx.now());
    const lang = pageLanguage(req);
    const t = translator(lang);
    const stylesheet = /<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(page() ?? '')?.[1];
    const head = (title: string): Head => ({ title, description: '', canonical: `${origin}/articles`, alternates: [], ogType: 'article', locale: lang, jsonLd: [], noindex: true });
    if (!doc) return res.status(404).type('html').send(standalonePage(lang, head(t('notFound')), `<main class="mx-auto max-w-3xl px-4 py-10"><p>${t('notFound')}</p></main>`, stylesheet));
    const view = articleView(doc, lang, []);
    res.type('html').send(standalonePage(lang, head(view.title), articleMarkup(view, `${origin}/articles/${doc.slug}`, lang, t('previewBanner')), stylesheet));
  });
  return router;
}

function breadcrumbs(origin: string, t: ReturnType<typeof translator>, more: [string, string][]) {
  const items: [string, string][] = [[t('home'), `${origin}/`], [t('title'), `${origin}/articles`], ...more];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map(([name, item], i) => ({ '@type': 'ListItem', position: i + 1, name, item })),
  };
}

function articleHead(origin: string, doc: ArticleDoc, view: ReturnType<typeof articleView>, lang: string): Head {
  const url = `${origin}/articles/${doc.slug}`;
  const t = translator(lang);
  const description = view.excerpt || plainText(doc.translations.en.body, 160);
  const image = doc.coverImage ? `${origin}${coverImageUrl(doc.coverImage, 1600)}` : undefined;
  const written = languagesOf(doc);
  return {
    title: `${view.title} | ${brand(lang)}`,
    description,
    canonical: withLng(url, view.lang),
    alternates: [...written.map((l): [string, string] => [l, withLng(url, l)]), ['x-default', url]],
    ogType: 'article',
    image,
    noindex: UNLISTED_SLUGS.includes(doc.slug),
    locale: view.lang,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: view.title,
        description,
        inLanguage: view.lang,
        datePublished: doc.publishedAt,
        dateModified: doc.updatedAt,
        author: { '@type': 'Person', name: doc.author },
        publisher: { '@type': 'Organization', name: 'Bawaba', url: `${origin}/`, logo: { '@type': 'ImageObject', url: `${origin}/favicon.svg` } },
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
        keywords: doc.tags.join(', '),
        ...(image ? { image: [image] } : {}),
      },
      breadcrumbs(origin, t, [[view.title, url]]),
    ],
  };
}
