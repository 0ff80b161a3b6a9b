import { queryOptions, useQuery } from '@tanstack/react-query';
import { articleSchema } from '@contracts/articles.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/articles/{slug}: an old slug answers 301 to the new one, which fetch follows. */
export function fetchArticle(slug: string, lang: string) {
  return apiRequest(`/articles/${encodeURIComponent(slug)}?lang=${encodeURIComponent(lang)}`, { schema: articleSchema });
}

export const articleQuery = (slug: string, lang: string) =>
  queryOptions({ queryKey: queryKeys.article(slug, lang), queryFn: () => fetchArticle(slug, lang), staleTime: 60_000, retry: false });

export function useArticle(slug: string, lang: string) {
  return useQuery(articleQuery(slug, lang));
}
