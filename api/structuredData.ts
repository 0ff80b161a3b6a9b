import { jsonForScript } from '../domain/shared/html.ts';

/**
 * Schema.org data for search engines (issue 12), written by the server into the page's head from
 * the tags React rendered: the organization behind the site and where the page sits (Home › page).
 * The browser never needs it, so it adds nothing to the app's JavaScript.
 */
const attr = (head: string, pattern: RegExp): string | undefined => pattern.exec(head)?.[1];
const decode = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

export function structuredData(head: string, origin: string, pathname: string, lang: string): string {
  const home = `${origin}/`;
  const brand = decode(attr(head, /<meta property="og:site_name" content="([^"]*)"/) ?? 'Bawaba');
  const title = decode(attr(head, /<title>([^<]*)<\/title>/) ?? brand);
  const description = decode(attr(head, /<meta name="description" content="([^"]*)"/) ?? '');
  const canonical = decode(attr(head, /<link rel="canonical" href="([^"]*)"/) ?? `${origin}${pathname}`);
  const organization = { '@type': 'Organization', '@id': `${home}#organization`, name: brand, url: home, logo: `${origin}/favicon.svg`, areaServed: 'SA' };
  const crumbs = [{ name: brand, item: home }];
  if (pathname !== '/') crumbs.push({ name: title.replace(new RegExp(`\\s*\\|\\s*${brand.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`), ''), item: canonical });
  const breadcrumbs = {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: crumb.item })),
  };
  const page = { '@type': 'WebPage', '@id': canonical, url: canonical, name: title, description, inLanguage: lang, isPartOf: { '@id': `${home}#organization` } };
  return `<script type="application/ld+json">${jsonForScript({ '@context': 'https://schema.org', '@graph': [organization, breadcrumbs, page] })}</script>`;
}
