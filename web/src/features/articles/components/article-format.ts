import type { Article } from '@contracts/articles.ts';
import { jsonForScript } from '../../../../../domain/shared/html.ts';

/** The same date the server prints, so the page does not change when the app takes over. */
export const formatDate = (iso: string | null, lang: string): string =>
  iso ? new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso)) : '';

/** schema.org Article for the page, as the server writes it (api/pages/articles.ts), safe inside <script>. */
export function articleJsonLd(a: Article, url: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: a.title,
    description: a.excerpt,
    inLanguage: a.lang,
    datePublished: a.publishedAt,
    dateModified: a.updatedAt,
    author: { '@type': 'Person', name: a.author },
    publisher: { '@type': 'Organization', name: 'Bawaba' },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
  };
  return jsonForScript(data);
}
