import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client.ts';
import { databaseKey } from './get-database.ts';

/**
 * The console's three remedies, one POST each (same answer shape, same effect on the page, so one hook):
 * - POST /api/admin/projections/{name}/rebuild → 202: a new read model is built beside the live one, then swapped in;
 * - POST /api/admin/projections/parked/{id}/retry: applies the parked event again and lets the projection resume;
 * - POST /api/admin/projections/parked/{id}/skip: records the skip and lets the projection resume past it.
 */
export type ConsoleAction = { kind: 'rebuild'; name: string } | { kind: 'retry' | 'skip'; id: string };

const pathOf = (action: ConsoleAction): string =>
  action.kind === 'rebuild'
    ? `/admin/projections/${encodeURIComponent(action.name)}/rebuild`
    : `/admin/projections/parked/${encodeURIComponent(action.id)}/${action.kind}`;

export function useConsoleAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: ConsoleAction) => apiRequest(pathOf(action), { method: 'POST', schema: z.looseObject({ status: z.string() }), auth: true }),
    onSettled: () => client.invalidateQueries({ queryKey: databaseKey }),
  });
}
