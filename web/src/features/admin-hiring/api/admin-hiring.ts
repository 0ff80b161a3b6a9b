import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { applicationListSchema, positionAnswerSchema, positionListSchema, type ApplicationStatusValue, type PositionWire } from '@contracts/hiring.ts';
import { apiRequest, ApiError, NETWORK_ERROR, toApiError } from '@/lib/api-client.ts';
import { getSession } from '@/lib/session.ts';
import { saveFile } from '@/lib/csv.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export type PositionInput = Pick<PositionWire, 'title' | 'team' | 'location' | 'employmentType' | 'description'>;

/** GET /api/admin/hire/positions → {positions}, open and closed. */
export const adminPositionsQuery = () =>
  queryOptions({ queryKey: queryKeys.adminPositions, queryFn: () => apiRequest('/admin/hire/positions', { schema: positionListSchema, auth: true }) });

/** GET /api/admin/hire/applications → {applications}, newest first, personal fields opened. */
export const adminApplicationsQuery = () =>
  queryOptions({ queryKey: queryKeys.applications, queryFn: () => apiRequest('/admin/hire/applications', { schema: applicationListSchema, auth: true }) });

export const useAdminPositions = () => useQuery(adminPositionsQuery());
export const useAdminApplications = () => useQuery(adminApplicationsQuery());

function useHiringMutation<T>(run: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.hiring }) });
}

/** POST /api/admin/hire/positions, or PUT …/{id} when an id is given. */
export const useSavePosition = () =>
  useHiringMutation(({ id, ...body }: PositionInput & { id?: string }) =>
    apiRequest(id ? `/admin/hire/positions/${id}` : '/admin/hire/positions', { method: id ? 'PUT' : 'POST', body, schema: positionAnswerSchema, auth: true }),
  );

export const useClosePosition = () => useHiringMutation((id: string) => apiRequest(`/admin/hire/positions/${id}/close`, { method: 'POST', schema: positionAnswerSchema, auth: true }));

/** PUT /api/admin/hire/applications/{id}/status {status, note}. */
export const useSetApplicationStatus = () =>
  useHiringMutation(({ id, status, note }: { id: string; status: ApplicationStatusValue; note: string }) =>
    apiRequest(`/admin/hire/applications/${id}/status`, { method: 'PUT', body: { status, note }, schema: z.looseObject({ id: z.string() }), auth: true }),
  );

/** DELETE /api/admin/hire/applications/{id}: the personal fields are shredded and the CV deleted. */
export const useEraseApplication = () => useHiringMutation((id: string) => apiRequest(`/admin/hire/applications/${id}`, { method: 'DELETE', schema: z.looseObject({ id: z.string() }), auth: true }));

/** GET …/{id}/cv with the admin's bearer token (a plain link could not carry it), saved as a file. */
export async function downloadCv(id: string, kind: 'pdf' | 'docx', name: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/api/admin/hire/applications/${id}/cv`, { headers: { Authorization: `Bearer ${getSession().token ?? ''}` } });
  } catch {
    throw new ApiError('Network error', { status: 0, code: NETWORK_ERROR });
  }
  if (!response.ok) throw await toApiError(response);
  saveFile(`cv-${name.replace(/[^\p{L}\p{N}]+/gu, '-')}.${kind}`, await response.blob());
}
