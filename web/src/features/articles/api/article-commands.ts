import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { editorArticleSchema, type EditorArticle } from '@contracts/articles.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export type ArticleInput = Pick<EditorArticle, 'slug' | 'tags' | 'author' | 'coverImage'> & {
  translations: Record<string, { title: string; excerpt: string; body: string }>;
};
const answer = z.looseObject({ article: editorArticleSchema });

type Command =
  | { kind: 'create'; input: ArticleInput }
  | { kind: 'revise'; id: string; input: ArticleInput }
  | { kind: 'publish' | 'unpublish' | 'archive'; id: string }
  | { kind: 'schedule'; id: string; publishAt: string }
  | { kind: 'restore'; id: string; revision: number };

/** POST/PUT /api/editor/articles…: every article command; the answer is the article as it now is. */
export function sendCommand(command: Command) {
  const auth = true;
  switch (command.kind) {
    case 'create':
      return apiRequest('/editor/articles', { method: 'POST', auth, body: command.input, schema: answer });
    case 'revise':
      return apiRequest(`/editor/articles/${command.id}`, { method: 'PUT', auth, body: command.input, schema: answer });
    case 'schedule':
      return apiRequest(`/editor/articles/${command.id}/schedule`, { method: 'POST', auth, body: { publishAt: command.publishAt }, schema: answer });
    case 'restore':
      return apiRequest(`/editor/articles/${command.id}/restore`, { method: 'POST', auth, body: { revision: command.revision }, schema: answer });
    default:
      return apiRequest(`/editor/articles/${command.id}/${command.kind}`, { method: 'POST', auth, schema: answer });
  }
}

export function useArticleCommand() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendCommand,
    onSuccess: async ({ article }) => {
      await Promise.all([client.invalidateQueries({ queryKey: queryKeys.editorArticles }), client.invalidateQueries({ queryKey: queryKeys.articleLists })]);
      client.removeQueries({ queryKey: queryKeys.articlePages });
      return article;
    },
  });
}
