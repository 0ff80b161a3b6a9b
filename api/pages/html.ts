import { escapeHtml, jsonForScript } from '../../domain/shared/html.ts';

/**
 * The server's half of the public article pages: the built index.html with the page's head tags
 * and first content filled in, so crawlers and readers without JavaScript get the whole page. The
 * React app then renders into the same #root and takes over.
 */
export type Head = {
  title: string;
  description: string;
  canonical: string;
  /** hreflang → URL, including x-default. */
  alternates: [string, string][];
  ogType: 'website' | 'article';
  image?: string;
  locale: string;
  jsonLd: unknown[];
  noindex?: boolean;
  extra?: string;
};

export const attr = escapeHtml;
const RTL = new Set(['ar']);

export function headTags(head: Head): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${attr(head.description)}" />`,
    head.noindex ? '<meta name="robots" content="noindex, nofollow" />' : '',
    `<link rel="canonical" href="${attr(head.canonical)}" />`,
    ...head.alternates.map(([lang, href]) => `<link rel="alternate" hreflang="${attr(lang)}" href="${attr(href)}" />`),
    `<meta property="og:type" content="${head.ogType}" />`,
    '<meta property="og:site_name" content="Bawaba" />',
    `<meta property="og:title" content="${attr(head.title)}" />`,
    `<meta property="og:description" content="${attr(head.description)}" />`,
    `<meta property="og:url" content="${attr(head.canonical)}" />`,
    `<meta property="og:locale" content="${attr(head.locale.replace('-', '_'))}" />`,
    head.image ? `<meta property="og:image" content="${attr(head.image)}" />` : '',
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
    head.extra ?? '',
  ];
  // Marked, so the app removes them before it renders its own <Seo> tags (features/articles/api/server-queries.ts).
  return tags.filter(Boolean).map((tag) => tag.replace(/^<(\w+)/, '<$1 data-ssr-head')).join('\n    ');
}

/**
 * Fills the built index.html. The noscript notice goes: these pages read fine without JavaScript.
 * Tags the client's own <Seo> writes are marked so it can tell them apart; React removes the
 * server's content when it renders into #root.
 */
export function fillIndex(index: string, lang: string, head: Head, body: string): string {
  return index
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${attr(lang)}" dir="${RTL.has(lang) ? 'rtl' : 'ltr'}">`)
    .replace('</head>', `    ${headTags(head)}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`)
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '');
}

/** A page of its own, without the app: secret previews are never indexed and need no script. */
export function standalonePage(lang: string, head: Head, body: string, stylesheet: string | undefined): string {
  return `<!doctype html>
<html lang="${attr(lang)}" dir="${RTL.has(lang) ? 'rtl' : 'ltr'}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    ${stylesheet ? `<link rel="stylesheet" href="${attr(stylesheet)}" />` : ''}
    ${headTags(head)}
  </head>
  <body>${body}</body>
</html>`;
}
