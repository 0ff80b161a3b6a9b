import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { createdPreviewSchema, editorArticleSchema, renderedSchema, type EditorArticle } from '@contracts/articles.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { editorKeys } from './editor-articles.ts';

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
      await Promise.all([client.invalidateQueries({ queryKey: editorKeys.all }), client.invalidateQueries({ queryKey: ['articles', 'list'] })]);
      client.removeQueries({ queryKey: ['articles', 'one'] });
      return article;
    },
  });
}

/** POST /api/editor/articles/{id}/preview-links → the secret link, shown once. */
export function useCreatePreviewLink(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (expiresInHours: number) => apiRequest(`/editor/articles/${id}/preview-links`, { method: 'POST', auth: true, body: { expiresInHours }, schema: createdPreviewSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: editorKeys.detail(id) }),
  });
}

/** DELETE /api/editor/articles/{id}/preview-links/{linkId}. */
export function useRevokePreviewLink(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) => apiRequest(`/editor/articles/${id}/preview-links/${linkId}`, { method: 'DELETE', auth: true, schema: z.unknown() }),
    onSuccess: () => client.invalidateQueries({ queryKey: editorKeys.detail(id) }),
  });
}

/** POST /api/editor/articles/render: the server's sanitized HTML, so the preview shows exactly what readers will see. */
export function renderMarkdown(markdown: string, signal?: AbortSignal) {
  return apiRequest('/editor/articles/render', { method: 'POST', auth: true, body: { markdown }, schema: renderedSchema, signal });
}
