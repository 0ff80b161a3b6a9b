import { queryOptions, useQuery } from '@tanstack/react-query';
import { editorDetailSchema } from '@contracts/articles.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/editor/articles/{id}: the article, its revisions from the log and its preview links. */
export const editorDetailQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.editorArticle(id), queryFn: () => apiRequest(`/editor/articles/${id}`, { auth: true, schema: editorDetailSchema }) });

export function useEditorArticle(id: string | undefined) {
  return useQuery({ ...editorDetailQuery(id ?? ''), enabled: Boolean(id) });
}
