import { uploadedImageSchema } from '@contracts/articles.ts';
import { ApiError, toApiError } from '@/lib/api-client.ts';
import { getSession } from '@/lib/session.ts';

/**
 * POST /api/editor/articles/images with the file itself as the body (not JSON). The server checks
 * the bytes, whatever the browser says the type is.
 */
export async function uploadCover(file: File): Promise<{ id: string }> {
  const token = getSession().token;
  const response = await fetch('/api/editor/articles/images', {
    method: 'POST',
    headers: { 'content-type': file.type || 'application/octet-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: file,
  });
  if (!response.ok) throw await toApiError(response);
  const parsed = uploadedImageSchema.safeParse(await response.json());
  if (!parsed.success) throw new ApiError('Unknown error', { status: response.status, code: 'INVALID_RESPONSE' });
  return parsed.data;
}
