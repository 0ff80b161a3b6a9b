import { infiniteQueryOptions } from '@tanstack/react-query';
import { auditPageSchema, type AuditQuery } from '@contracts/audit.ts';
import { apiRequest, toApiError } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

// Shared by the user and booking pages of the back office (features may not import each other).

/** A query string of the set fields only (the server refuses empty filters). */
export const querySearch = (query: object): string =>
  new URLSearchParams(Object.entries(query).flatMap(([k, v]: [string, unknown]) => (v === undefined || v === null || v === '' ? [] : [[k, String(v)]]))).toString();
const auditSearch = (query: AuditQuery): string => querySearch(query);

/**
 * GET /api/admin/audit?subject=user:{id}|booking:{id}&… → the subject's history, oldest first, a page
 * at a time (`nextCursor`). Keyed by subject, so a live frame about it refetches the timeline.
 */
export const auditQuery = (subject: string, filters: Omit<AuditQuery, 'subject' | 'cursor'> = {}) =>
  infiniteQueryOptions({
    queryKey: queryKeys.audit(subject, filters),
    queryFn: ({ pageParam }) => apiRequest(`/admin/audit?${auditSearch({ ...filters, subject, cursor: pageParam })}`, { schema: auditPageSchema, auth: true }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/**
 * GET /api/admin/audit/export?…: the same history as CSV, streamed by the server (and itself audited).
 * Names and IPs leave as a file only after a re-authentication: 403 reauth_required otherwise.
 */
export async function downloadAuditCsv(subject: string, token: string | null): Promise<Blob> {
  const response = await fetch(`/api/admin/audit/export?${auditSearch({ subject })}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw await toApiError(response);
  return response.blob();
}
