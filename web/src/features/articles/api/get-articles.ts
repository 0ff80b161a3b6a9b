import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { articleListSchema } from '@contracts/articles.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export type ArticleListParams = { q?: string; tag?: string; page: number };

/** GET /api/articles: published articles, newest first, in the reader's language (English fallback). */
export function fetchArticles(params: ArticleListParams, lang: string) {
  const query = new URLSearchParams({ lang, page: String(params.page), ...(params.q ? { q: params.q } : {}), ...(params.tag ? { tag: params.tag } : {}) });
  return apiRequest(`/articles?${query}`, { schema: articleListSchema });
}

export const articlesQuery = (params: ArticleListParams, lang: string) =>
  queryOptions({ queryKey: queryKeys.articleList(lang, params), queryFn: () => fetchArticles(params, lang), staleTime: 60_000, placeholderData: keepPreviousData });

export function useArticles(params: ArticleListParams, lang: string) {
  return useQuery(articlesQuery(params, lang));
}
