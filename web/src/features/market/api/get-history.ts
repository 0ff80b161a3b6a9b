import { queryOptions, useQuery } from '@tanstack/react-query';
import { historySchema } from '@contracts/market.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/market/history: the caller's searches, newest first; a page holds 20 (issue 10). */
export function fetchHistory() {
  return apiRequest('/market/history?limit=20', { schema: historySchema, auth: true }).then((a) => a.items);
}

export const historyQuery = () => queryOptions({ queryKey: queryKeys.marketHistory, queryFn: fetchHistory });

export function useHistory() {
  return useQuery(historyQuery());
}
