import { useMutation } from '@tanstack/react-query';
import { partnerMatchesSchema } from '@contracts/market.ts';
import { apiRequest } from '@/lib/api-client.ts';

export interface MatchRequest {
  industry?: string;
  city?: string;
  services: string[];
  languages: string[];
}

/** POST /api/market/partners: ranked matches with score and reasons; counts against `partnerMatches`. */
export function matchPartners(body: MatchRequest) {
  return apiRequest('/market/partners', { method: 'POST', body, schema: partnerMatchesSchema, auth: true }).then((a) => a.matches);
}

export function useMatchPartners() {
  return useMutation({ mutationFn: matchPartners });
}
