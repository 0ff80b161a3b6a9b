import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export type Provider = 'google' | 'linkedin';

const connectionsAnswer = z.looseObject({
  success: z.boolean(),
  hasPassword: z.boolean(),
  connections: z.array(
    z.object({
      provider: z.enum(['google', 'linkedin']),
      connected: z.boolean(),
      picture: z.nullable(z.string()),
      canDisconnect: z.boolean(),
    }),
  ),
});

/** GET /api/settings/oauth: the user's sign-in connections. */
export function fetchConnections() {
  return apiRequest('/settings/oauth', { schema: connectionsAnswer, auth: true });
}

export const connectionsQuery = () => queryOptions({ queryKey: queryKeys.oauthConnections, queryFn: fetchConnections });

export function useConnections() {
  return useQuery(connectionsQuery());
}

const messageAnswer = z.looseObject({ success: z.boolean(), message: z.string() });

/** DELETE /api/settings/oauth/{provider}: refused (409) when it is the last sign-in method. */
export function disconnectProvider(provider: Provider) {
  return apiRequest(`/settings/oauth/${provider}`, { method: 'DELETE', schema: messageAnswer, auth: true });
}

export function useDisconnectProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['settings', 'oauth', 'disconnect'],
    mutationFn: disconnectProvider,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.oauthConnections }),
  });
}

const linkAnswer = z.looseObject({ success: z.boolean(), url: z.string() });

/** POST /api/settings/oauth/{provider}/link → {url}; the browser goes there and comes back to /settings?connected=…. */
export function startProviderLink(provider: Provider) {
  return apiRequest(`/settings/oauth/${provider}/link`, { method: 'POST', schema: linkAnswer, auth: true });
}

export function useLinkProvider() {
  return useMutation({
    mutationKey: ['settings', 'oauth', 'link'],
    mutationFn: startProviderLink,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
