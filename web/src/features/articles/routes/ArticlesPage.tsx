import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ARTICLE_TAGS } from '@contracts/articles.ts';
import { Seo } from '@/components/Seo.tsx';
import { useArticles } from '../api/get-articles.ts';
import { ArticleCard } from '../components/ArticleCard.tsx';

/** /articles: published articles with search, a topic filter and pages, all kept in the URL. */
export function ArticlesPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const tag = params.get('tag') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [draft, setDraft] = useState(q);
  const articles = useArticles({ q: q || undefined, tag: tag || undefined, page }, lang);

  const go = (next: { q?: string; tag?: string; page?: number }) => {
    const merged = { q, tag, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.q) search.set('q', merged.q);
    if (merged.tag) search.set('tag', merged.tag);
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: draft.trim() });
  };
  const data = articles.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const pageLink = (n: number) => `/articles?${new URLSearchParams({ ...(q ? { q } : {}), ...(tag ? { tag } : {}), ...(n > 1 ? { page: String(n) } : {}) })}`;

  return (
    <div className="mx-auto max-w-5xl">
      <Seo title={t('articles.title')} description={t('articles.description')} noindex={Boolean(q || tag)} />
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold text-gray-900">
        {t('articles.title')}
      </h1>
      <p className="mt-2 text-gray-600">{t('articles.description')}</p>
      <form method="get" action="/articles" role="search" className="mt-6 flex flex-wrap gap-3" onSubmit={submit}>
        <label className="sr-only" htmlFor="articles-q">
          {t('articles.searchLabel')}
        </label>
        <input id="articles-q" name="q" type="search" value={draft} onChange={(e) => setDraft(e.target.value)} placeholder={t('articles.searchPlaceholder')} className="min-w-0 flex-1 rounded-md border border-gray-300 px-3 py-2" />
        <label className="sr-only" htmlFor="articles-tag">
          {t('articles.topicLabel')}
        </label>
        <select id="articles-tag" name="tag" value={tag} onChange={(e) => go({ tag: e.target.value })} className="rounded-md border border-gray-300 px-3 py-2">
          <option value="">{t('articles.allTopics')}</option>
          {ARTICLE_TAGS.map((id) => (
            <option key={id} value={id}>
              {t(`articles.tags.${id}`)}
            </option>
          ))}
        </select>
        <button type="submit" className="rounded-md bg-emerald-700 px-4 py-2 font-semibold text-white">
          {t('articles.search')}
        </button>
      </form>
      {articles.isPending ? (
        <p className="mt-8 text-gray-600">{t('articles.loading')}</p>
      ) : articles.isError ? (
        <p role="alert" className="mt-8 text-red-700">{t('articles.mgmt.error')}</p>
      ) : data && data.items.length > 0 ? (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {data.items.map((a) => (
            <ArticleCard key={a.id} article={a} lang={lang} />
          ))}
        </ul>
      ) : (
        <p className="mt-8 text-gray-600">{t('articles.empty')}</p>
      )}
      <nav className="mt-8 flex items-center justify-between text-sm" aria-label={t('articles.pageOf', { page, pages })}>
        {page > 1 ? <Link to={pageLink(page - 1)} className="text-emerald-800 hover:underline">{t('articles.previous')}</Link> : <span />}
        <span className="text-gray-600">{t('articles.pageOf', { page, pages })}</span>
        {page < pages ? <Link to={pageLink(page + 1)} className="text-emerald-800 hover:underline">{t('articles.next')}</Link> : <span />}
      </nav>
    </div>
  );
}
