import { coverImageUrl, COVER_WIDTHS, type Article, type ArticleList, type ArticleSummary } from '../../contracts/articles.ts';
import { ARTICLE_BODY_CLASS } from '../../contracts/articleBodyClass.ts';
import { INDUSTRIES } from '../../domain/businessProfiles/businessProfile.ts';
import { attr } from './html.ts';
import { translator } from './texts.ts';

/**
 * The HTML of the article pages before any script runs. The class names are the ones the React
 * pages (web/src/features/articles) use, so the styles exist and the page does not jump when the
 * app takes over.
 */
type T = ReturnType<typeof translator>;
const esc = attr;

export const formatDate = (iso: string | null, lang: string): string =>
  iso ? new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso)) : '';

function meta(a: ArticleSummary, lang: string, t: T): string {
  const parts = [a.publishedAt ? t('publishedOn', { date: formatDate(a.publishedAt, lang) }) : '', t('readingMinutes', { count: a.readingMinutes })];
  return parts.filter(Boolean).map(esc).join(' · ');
}

export const srcSet = (id: string): string => COVER_WIDTHS.map((w) => `${coverImageUrl(id, w)} ${w}w`).join(', ');

function card(a: ArticleSummary, lang: string, t: T): string {
  return `<li class="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
<a href="/articles/${esc(a.slug)}" class="text-lg font-semibold text-emerald-800 hover:underline">${esc(a.title)}</a>
<p class="mt-2 text-sm text-gray-600">${esc(a.excerpt)}</p>
<p class="mt-3 text-xs text-gray-500">${meta(a, lang, t)}</p>
</li>`;
}

export function listMarkup(list: ArticleList, query: { q?: string; tag?: string }, lang: string): string {
  const t = translator(lang);
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const href = (page: number) => {
    const params = new URLSearchParams({ ...(query.q ? { q: query.q } : {}), ...(query.tag ? { tag: query.tag } : {}), ...(page > 1 ? { page: String(page) } : {}) });
    const s = params.toString();
    return `/articles${s ? `?${s}` : ''}`;
  };
  const options = INDUSTRIES.map((tag) => `<option value="${tag}"${tag === query.tag ? ' selected' : ''}>${esc(t(`tags.${tag}`))}</option>`).join('');
  return `<main class="mx-auto max-w-5xl px-4 py-10">
<h1 class="text-3xl font-bold text-gray-900">${esc(t('title'))}</h1>
<p class="mt-2 text-gray-600">${esc(t('description'))}</p>
<form method="get" action="/articles" role="search" class="mt-6 flex flex-wrap gap-3">
<label class="sr-only" for="articles-q">${esc(t('searchLabel'))}</label>
<input id="articles-q" name="q" type="search" value="${esc(query.q ?? '')}" placeholder="${esc(t('searchPlaceholder'))}" class="min-w-0 flex-1 rounded-md border border-gray-300 px-3 py-2" />
<label class="sr-only" for="articles-tag">${esc(t('topicLabel'))}</label>
<select id="articles-tag" name="tag" class="rounded-md border border-gray-300 px-3 py-2"><option value="">${esc(t('allTopics'))}</option>${options}</select>
<button type="submit" class="rounded-md bg-emerald-700 px-4 py-2 font-semibold text-white">${esc(t('search'))}</button>
</form>
${list.items.length ? `<ul class="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">${list.items.map((a) => card(a, lang, t)).join('')}</ul>` : `<p class="mt-8 text-gray-600">${esc(t('empty'))}</p>`}
<nav class="mt-8 flex items-center justify-between text-sm" aria-label="${esc(t('pageOf', { page: list.page, pages }))}">
${list.page > 1 ? `<a href="${esc(href(list.page - 1))}" class="text-emerald-800 hover:underline">${esc(t('previous'))}</a>` : '<span></span>'}
<span class="text-gray-600">${esc(t('pageOf', { page: list.page, pages }))}</span>
${list.page < pages ? `<a href="${esc(href(list.page + 1))}" class="text-emerald-800 hover:underline">${esc(t('next'))}</a>` : '<span></span>'}
</nav>
</main>`;
}

export function shareLinks(url: string, title: string): [string, string][] {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return [
    ['LinkedIn', `https://www.linkedin.com/sharing/share-offsite/?url=${u}`],
    ['X', `https://x.com/intent/post?url=${u}&text=${text}`],
    ['WhatsApp', `https://wa.me/?text=${text}%20${u}`],
    ['email', `mailto:?subject=${text}&body=${u}`],
  ];
}

export function articleMarkup(a: Article, url: string, lang: string, banner?: string): string {
  const t = translator(lang);
  const cover = a.coverImage
    ? `<img class="mt-6 w-full rounded-lg" src="${coverImageUrl(a.coverImage, 960)}" srcset="${srcSet(a.coverImage)}" sizes="(min-width: 768px) 768px, 100vw" alt="" width="960" height="540" />`
    : '';
  const share = shareLinks(url, a.title)
    .map(([name, href]) => `<li><a href="${esc(href)}" rel="noopener noreferrer" target="_blank" class="text-emerald-800 hover:underline">${esc(name === 'email' ? t('shareEmail') : name)}</a></li>`)
    .join('');
  const related = a.related.length
    ? `<section class="mt-12"><h2 class="text-xl font-semibold text-gray-900">${esc(t('related'))}</h2><ul class="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">${a.related.map((r) => card(r, lang, t)).join('')}</ul></section>`
    : '';
  return `<main class="mx-auto max-w-3xl px-4 py-10">
${banner ? `<p role="status" class="mb-6 rounded-md bg-amber-100 p-3 text-amber-900">${esc(banner)}</p>` : ''}
<nav aria-label="Breadcrumb" class="text-sm text-gray-600"><a href="/" class="hover:underline">${esc(t('home'))}</a> / <a href="/articles" class="hover:underline">${esc(t('title'))}</a></nav>
<article lang="${esc(a.lang)}">
<h1 class="mt-4 text-3xl font-bold text-gray-900">${esc(a.title)}</h1>
<p class="mt-2 text-sm text-gray-600">${esc(t('by', { author: a.author }))} · ${meta(a, lang, t)}</p>
${a.fallback ? `<p class="mt-4 rounded-md bg-gray-100 p-3 text-sm text-gray-700">${esc(t('fallback'))}</p>` : ''}
${cover}
<div class="${ARTICLE_BODY_CLASS}">${a.html}</div>
</article>
<section class="mt-10"><h2 class="text-lg font-semibold text-gray-900">${esc(t('share'))}</h2><ul class="mt-2 flex flex-wrap gap-4 text-sm">${share}</ul></section>
${related}
</main>`;
}
