import { ApiError, NETWORK_ERROR, toApiError } from '@/lib/api-client.ts';
import { getSession } from '@/lib/session.ts';
import { refreshSession } from '@/lib/session-lost.ts';
import { querySearch } from '@/lib/admin-audit.ts';
import type { UserFilters } from './list-users.ts';

export type UsersExportFormat = 'csv' | 'json';
export type UsersExportRequest = { format: UsersExportFormat; personal: boolean; filters?: Omit<UserFilters, 'page' | 'limit'> };
/** The file as the server named it, and how many users it held when the export started (X-Total-Count). */
export type UsersExportFile = { blob: Blob; name: string; total: number | null };

export const usersExportPath = ({ format, personal, filters = {} }: UsersExportRequest): string =>
  `/api/admin/users/export?${querySearch({ format, personal: personal ? 1 : 0, ...filters })}`;

/** `attachment; filename="x.csv"` → x.csv; the fallback when a proxy dropped the header. */
function fileName(response: Response, request: UsersExportRequest): string {
  const named = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
  return named ?? `bawaba-users${request.personal ? '' : '-anonymous'}.${request.format}`;
}

async function send(path: string): Promise<Response> {
  const { token } = getSession();
  try {
    // The token goes in a header, never the URL (which would land in history and server logs).
    return await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'same-origin' });
  } catch {
    throw new ApiError('Network error', { status: 0, code: NETWORK_ERROR });
  }
}

/**
 * GET /api/admin/users/export?format=csv|json&personal=0|1&q=&role=&tier=&verified=&onboarded=&disabled=&sort=:
 * the server builds and streams the file and records the export. Personal data needs a re-authentication
 * within 5 minutes: 403 reauth_required otherwise (the caller's useReauthGate asks and runs this again).
 * An expired access token is refreshed once, as apiRequest does.
 */
export async function downloadUsersExport(request: UsersExportRequest): Promise<UsersExportFile> {
  const path = usersExportPath(request);
  let response = await send(path);
  if (response.status === 401 && (await refreshSession())) response = await send(path);
  if (!response.ok) throw await toApiError(response);
  const total = response.headers.get('X-Total-Count');
  return { blob: await response.blob(), name: fileName(response, request), total: total === null ? null : Number(total) };
}
