import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { editorArticleSchema } from '@contracts/articles.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** Every editor query starts with these keys, so a command invalidates them all at once. */

/** GET /api/editor/articles: every article but archived ones, with its status (admins and editors). */
export const editorListQuery = () =>
  queryOptions({
    queryKey: queryKeys.editorArticles,
    queryFn: () => apiRequest('/editor/articles', { auth: true, schema: z.looseObject({ items: z.array(editorArticleSchema) }) }),
  });

export function useEditorArticles(enabled: boolean) {
  return useQuery({ ...editorListQuery(), enabled });
}
