import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { introductionAnswerSchema, myIntroductionsSchema } from '@contracts/introductions.ts';
import { apiRequest } from '@/lib/api-client.ts';

const myIntroductionsKey = ['market', 'introductions'] as const;

/** GET /api/market/introductions: the partners the user already asked to be introduced to. */
export const myIntroductionsQuery = () =>
  queryOptions({ queryKey: myIntroductionsKey, queryFn: () => apiRequest('/market/introductions', { schema: myIntroductionsSchema, auth: true }) });

export const useMyIntroductions = () => useQuery(myIntroductionsQuery());

/** POST /api/market/partners/{partnerId}/introductions {message?}: a lead for the team; asking twice answers the first. */
export function requestIntroduction({ partnerId, message }: { partnerId: string; message: string }) {
  const body = message.trim() ? { message: message.trim() } : {};
  return apiRequest(`/market/partners/${encodeURIComponent(partnerId)}/introductions`, { method: 'POST', body, schema: introductionAnswerSchema, auth: true });
}

export function useRequestIntroduction() {
  const client = useQueryClient();
  return useMutation({ mutationFn: requestIntroduction, onSuccess: () => client.invalidateQueries({ queryKey: myIntroductionsKey }) });
}
