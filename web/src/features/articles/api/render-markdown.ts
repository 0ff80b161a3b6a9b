import { renderedSchema } from '@contracts/articles.ts';
import { apiRequest } from '@/lib/api-client.ts';

/** POST /api/editor/articles/render: the server's sanitized HTML, so the preview shows exactly what readers will see. */
export function renderMarkdown(markdown: string, signal?: AbortSignal) {
  return apiRequest('/editor/articles/render', { method: 'POST', auth: true, body: { markdown }, schema: renderedSchema, signal });
}
