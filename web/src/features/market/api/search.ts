import { useMutation } from '@tanstack/react-query';
import { searchAnswerSchema } from '@contracts/market.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { getSession } from '@/lib/session.ts';
import { knowledgeLang } from './lang.ts';

export interface SearchInput {
  query: string;
  industry?: string;
  type?: 'market' | 'legal' | 'partners' | 'all';
  language: string;
}

/** POST /api/market/search: public; a signed-in caller's search counts against the tier and joins the history. */
export function searchMarket({ language, ...body }: SearchInput) {
  const auth = Boolean(getSession().token);
  return apiRequest(`/market/search?lang=${knowledgeLang(language)}`, { method: 'POST', body, schema: searchAnswerSchema, auth });
}

export function useMarketSearch() {
  return useMutation({ mutationFn: searchMarket });
}
