import { useMutation } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR, toApiError } from '@/lib/api-client.ts';
import { getSession } from '@/lib/session.ts';
import { saveFile } from '@/lib/csv.ts';
import { knowledgeLang } from './lang.ts';

/** GET /api/market/report/{id}/export: the full report as Markdown (professional and up), saved as a file. */
export async function downloadReport(id: string, language: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/api/market/report/${encodeURIComponent(id)}/export?lang=${knowledgeLang(language)}`, {
      headers: { Authorization: `Bearer ${getSession().token ?? ''}` },
    });
  } catch {
    throw new ApiError('Network error', { status: 0, code: NETWORK_ERROR });
  }
  if (!response.ok) throw await toApiError(response);
  const name = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `bawaba-report-${id}.md`;
  saveFile(name, await response.blob());
}

export function useDownloadReport() {
  return useMutation({ mutationFn: ({ id, language }: { id: string; language: string }) => downloadReport(id, language) });
}
