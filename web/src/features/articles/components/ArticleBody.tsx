import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { COVER_WIDTHS, coverImageUrl, type Article } from '@contracts/articles.ts';
import { ARTICLE_BODY_CLASS } from '@contracts/articleBodyClass.ts';
import { formatDate } from './article-format.ts';

/** The article as the server renders it; `html` was sanitized on the server and is inserted as it is. */
export function ArticleBody({ article, lang }: { article: Pick<Article, 'title' | 'author' | 'publishedAt' | 'readingMinutes' | 'fallback' | 'coverImage' | 'html' | 'lang'>; lang: string }) {
  const { t } = useTranslation();
  const meta = [article.publishedAt ? t('articles.publishedOn', { date: formatDate(article.publishedAt, lang) }) : '', t('articles.readingMinutes', { count: article.readingMinutes })];
  return (
    <>
      <nav aria-label="Breadcrumb" className="text-sm text-gray-600">
        <Link to="/" className="hover:underline">
          {t('articles.home')}
        </Link>{' '}
        /{' '}
        <Link to="/articles" className="hover:underline">
          {t('articles.title')}
        </Link>
      </nav>
      <article lang={article.lang}>
        <h1 tabIndex={-1} data-page-heading className="mt-4 text-3xl font-bold text-gray-900">
          {article.title}
        </h1>
        <p className="mt-2 text-sm text-gray-600">
          {t('articles.by', { author: article.author })} · {meta.filter(Boolean).join(' · ')}
        </p>
        {article.fallback && <p className="mt-4 rounded-md bg-gray-100 p-3 text-sm text-gray-700">{t('articles.fallback')}</p>}
        {article.coverImage && (
          <img
            className="mt-6 w-full rounded-lg"
            src={coverImageUrl(article.coverImage, 960)}
            srcSet={COVER_WIDTHS.map((w) => `${coverImageUrl(article.coverImage!, w)} ${w}w`).join(', ')}
            sizes="(min-width: 768px) 768px, 100vw"
            alt=""
            width={960}
            height={540}
          />
        )}
        <div className={ARTICLE_BODY_CLASS} dangerouslySetInnerHTML={{ __html: article.html }} />
      </article>
    </>
  );
}
