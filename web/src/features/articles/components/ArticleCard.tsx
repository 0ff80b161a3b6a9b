import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ArticleSummary } from '@contracts/articles.ts';
import { formatDate } from './article-format.ts';

/** One article in a list; the markup matches the server's (api/pages/articleMarkup.ts). */
export function ArticleCard({ article, lang }: { article: ArticleSummary; lang: string }) {
  const { t } = useTranslation();
  const meta = [article.publishedAt ? t('articles.publishedOn', { date: formatDate(article.publishedAt, lang) }) : '', t('articles.readingMinutes', { count: article.readingMinutes })];
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
      <Link to={`/articles/${article.slug}`} className="text-lg font-semibold text-emerald-800 hover:underline">
        {article.title}
      </Link>
      <p className="mt-2 text-sm text-gray-600">{article.excerpt}</p>
      <p className="mt-3 text-xs text-gray-500">{meta.filter(Boolean).join(' · ')}</p>
    </li>
  );
}
