import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportSchema } from '@contracts/market.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { getSession } from '@/lib/session.ts';
import { queryClient } from '@/lib/query-client.ts';
import { knowledgeLang } from './lang.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/market/report/{id} (an industry or a saved report id): visitors get the summary; a signed-in caller gets the tier's level. */
export function fetchReport(id: string, language: string) {
  const auth = Boolean(getSession().token);
  const answer = apiRequest(`/market/report/${encodeURIComponent(id)}?lang=${knowledgeLang(language)}`, { schema: reportSchema, auth });
  // A signed-in user's report is saved in their history.
  if (auth) void answer.then(() => queryClient.invalidateQueries({ queryKey: queryKeys.marketHistory }), () => undefined);
  return answer;
}

export const reportQuery = (id: string, language: string) =>
  queryOptions({ queryKey: queryKeys.marketReport(id, knowledgeLang(language), Boolean(getSession().token)), queryFn: () => fetchReport(id, language) });

export function useReport(id: string, language: string, enabled = true) {
  return useQuery({ ...reportQuery(id, language), enabled });
}
