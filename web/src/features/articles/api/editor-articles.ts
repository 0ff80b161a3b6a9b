import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { editorArticleSchema, editorDetailSchema } from '@contracts/articles.ts';
import { apiRequest } from '@/lib/api-client.ts';

export const editorKeys = { all: ['articles', 'editor'] as const, detail: (id: string) => ['articles', 'editor', id] as const };

/** GET /api/editor/articles: every article but archived ones, with its status (admins and editors). */
export const editorListQuery = () =>
  queryOptions({
    queryKey: editorKeys.all,
    queryFn: () => apiRequest('/editor/articles', { auth: true, schema: z.looseObject({ items: z.array(editorArticleSchema) }) }),
  });

/** GET /api/editor/articles/{id}: the article, its revisions from the log and its preview links. */
export const editorDetailQuery = (id: string) =>
  queryOptions({ queryKey: editorKeys.detail(id), queryFn: () => apiRequest(`/editor/articles/${id}`, { auth: true, schema: editorDetailSchema }) });

export function useEditorArticles(enabled: boolean) {
  return useQuery({ ...editorListQuery(), enabled });
}

export function useEditorArticle(id: string | undefined) {
  return useQuery({ ...editorDetailQuery(id ?? ''), enabled: Boolean(id) });
}
