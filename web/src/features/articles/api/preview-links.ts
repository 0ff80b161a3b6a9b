import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { createdPreviewSchema } from '@contracts/articles.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** POST /api/editor/articles/{id}/preview-links → the secret link, shown once. */
export function useCreatePreviewLink(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (expiresInHours: number) => apiRequest(`/editor/articles/${id}/preview-links`, { method: 'POST', auth: true, body: { expiresInHours }, schema: createdPreviewSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.editorArticle(id) }),
  });
}

/** DELETE /api/editor/articles/{id}/preview-links/{linkId}. */
export function useRevokePreviewLink(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) => apiRequest(`/editor/articles/${id}/preview-links/${linkId}`, { method: 'DELETE', auth: true, schema: z.unknown() }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.editorArticle(id) }),
  });
}
