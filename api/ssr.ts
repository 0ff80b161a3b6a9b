import { existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import type { Request } from 'express';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { SITE_TEXT_LANGUAGES, type SiteTextLanguage } from '../domain/siteTexts/siteText.ts';
import { routes } from '../contracts/paths.ts';
import { structuredData } from './structuredData.ts';
import { jsonForScript } from '../domain/shared/html.ts';

/** The pages that arrive as complete HTML (issue 12); every other path gets the app shell as before. */
export const SERVER_RENDERED: ReadonlySet<string> = new Set([routes.home, routes.about, routes.pricing, routes.contact, routes.legal, routes.expert, routes.partner]);

type Sections = Record<string, Record<string, string>>;
type RenderResult =
  | { kind: 'redirect'; location: string; status: number }
  | { kind: 'page'; status: number; html: string; head: string; lang: string; dir: string; hydration: unknown; queries?: unknown };
type Renderer = { render(input: { url: string; origin: string; lang: string; sections: Sections; queries?: unknown }): Promise<RenderResult> };

/**
 * A page whose route read its own data (the articles, api/pages/articles.ts): rendered in its language,
 * from that data (the entry's `ServerQueries`), under the head tags the route wrote.
 */
export type ServerPage = { lang: SiteTextLanguage; head: string; queries: unknown };

export type PageRenderer = (req: Request, page?: ServerPage) => Promise<{ status: number; html: string } | { redirect: string; status: number } | undefined>;

/** ?lng= as the page's own links write it, else the browser's languages, as the web app's detector does. */
export function pageLanguage(req: Request): SiteTextLanguage {
  const asked = typeof req.query.lng === 'string' ? req.query.lng.toLowerCase() : undefined;
  const named = SITE_TEXT_LANGUAGES.find((l) => l.toLowerCase() === asked) ?? SITE_TEXT_LANGUAGES.find((l) => l === asked?.split('-')[0]);
  return named ?? ((req.acceptsLanguages(...SITE_TEXT_LANGUAGES) || 'en') as SiteTextLanguage);
}

/**
 * A server-rendered page can paint once its HTML and CSS are in; vite writes the stylesheet after the
 * module preloads, which then share the connection with it. The stylesheet goes first and the scripts
 * are fetched at low priority, so the first paint waits for neither.
 */
export function stylesFirst(html: string): string {
  const sheets = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  const rest = sheets.reduce((page, sheet) => page.replace(sheet, ''), html);
  return rest
    .replace(/<meta name="viewport"[^>]*>/, (viewport) => `${viewport}${sheets.join('')}`)
    // The page paints without its scripts: they load beside it, behind the stylesheet and fonts.
    .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
}

/**
 * Renders the public pages with the SSR bundle vite builds beside the app (`<dist>-ssr`), into the
 * built index.html, so the page's text, title, links and JSON-LD arrive before any script. Answers
 * are cached per path, language and edited texts, so an edit shows on the next request. Without a
 * bundle, or when a render fails, the caller serves the plain app shell: nothing is lost but speed.
 */
export async function pageRenderer(options: {
  dist: string;
  index: string;
  texts: (lang: SiteTextLanguage) => Promise<Sections>;
  log?: Pick<Logger, 'warn'>;
}): Promise<PageRenderer | undefined> {
  const bundle = `${options.dist}-ssr/entry-server.js`;
  if (!existsSync(bundle)) return undefined;
  const renderer = (await import(pathToFileURL(bundle).href)) as Renderer;
  const template = stylesFirst(options.index.replace(/\s*<noscript>[\s\S]*?<\/noscript>/, ''));
  const cache = new LRUCache<string, { status: number; html: string }>({ max: 500 });

  return async (req, page) => {
    if (!page && !SERVER_RENDERED.has(req.path)) return undefined;
    const lang = page?.lang ?? pageLanguage(req);
    const sections = await options.texts(lang);
    // Links name the origin the browser asked for (as the app's own <Seo> does), so it is part of the key:
    // a request with a forged Host gets its own page and never the one cached for everyone else.
    const origin = `${req.protocol}://${req.get('host')}`;
    const key = `${origin}|${req.path}|${lang}|${createHash('sha256').update(JSON.stringify([sections, page])).digest('base64url')}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const search = page ? new URL(req.originalUrl, origin).search : '';
    const url = page ? `${origin}${req.path}${search}` : `${origin}${req.path}${lang === 'en' ? '' : `?lng=${lang}`}`;
    try {
      const result = await renderer.render({ url, origin, lang, sections, queries: page?.queries });
      if (result.kind === 'redirect') return { redirect: result.location, status: result.status };
      // React answers a render that threw with a client-render marker; the shell does that better.
      if (result.html.includes('<template data-msg=')) throw new Error(result.html.match(/data-msg="([^"]*)"/)?.[1] ?? 'render failed');
      // A route that failed to load renders the error page with a 500: a failed render too.
      if (result.status >= 500) throw new Error(`render answered ${result.status}`);
      const data = `<script type="application/json" id="ssr-data">${jsonForScript({ lang, texts: sections, hydration: result.hydration, queries: result.queries })}</script>`;
      // Function replacers: edited texts may hold `$&` and the like, which a replacement string would expand.
      const html = template
        .replace(/<html[^>]*>/, () => `<html lang="${result.lang}" dir="${result.dir}">`)
        .replace('</head>', () => `${page?.head ?? `${result.head}${structuredData(result.head, origin, req.path, lang)}`}</head>`)
        .replace('<div id="root"></div>', () => `<div id="root" data-ssr="">${result.html}</div>${data}`);
      const answer = { status: result.status, html };
      cache.set(key, answer);
      return answer;
    } catch (error) {
      options.log?.warn({ err: error, path: req.path }, 'server render failed; serving the app shell');
      return undefined;
    }
  };
}
