import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { suggestionsSchema, type Suggestion } from '@contracts/market.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { knowledgeLang } from './lang.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/market/suggestions?q=&type=market: at most 10, from the same index as the search. */
export function fetchSuggestions(q: string, language: string, signal?: AbortSignal) {
  const params = new URLSearchParams({ q, type: 'market', lang: knowledgeLang(language) });
  return apiRequest(`/market/suggestions?${params}`, { schema: suggestionsSchema, signal });
}

export const suggestionsQuery = (q: string, language: string) =>
  queryOptions({
    queryKey: queryKeys.marketSuggestions(knowledgeLang(language), q),
    queryFn: ({ signal }): Promise<Suggestion[]> => fetchSuggestions(q, language, signal).then((a) => a.suggestions),
    enabled: q.trim().length >= 2,
    staleTime: 5 * 60_000,
  });

export function useSuggestions(q: string, language: string) {
  // The previous list stays up while the next one loads, so the list does not flicker as you type.
  return useQuery({ ...suggestionsQuery(q, language), placeholderData: keepPreviousData });
}
