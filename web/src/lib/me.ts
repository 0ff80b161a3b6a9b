import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { meAnswerSchema, type MeAnswer } from '@contracts/user.ts';
import { apiRequest } from './api-client.ts';
import { queryClient } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { getSession, setBusinessInfoCompleted, subscribeSession } from './session.ts';

/**
 * GET /api/users/me → {success, user}: the one source of the current user in the UI. Sign-in answers
 * seed it, the websocket patches it, and the guards wait for it after a reload (storage keeps no user).
 */
export async function fetchMe(): Promise<MeAnswer> {
  const answer = await apiRequest('/users/me', { schema: meAnswerSchema, auth: true });
  // Spec section 4: the server's business flag overwrites the local one.
  if (answer.user.businessInfoCompleted !== undefined) setBusinessInfoCompleted(answer.user.businessInfoCompleted);
  return answer;
}

export const meQuery = () => queryOptions({ queryKey: queryKeys.me, queryFn: fetchMe });

/** The current user, fetched when signed in and not known yet. Always the app's one cache, whatever the provider. */
export function useMe() {
  const signedIn = useSyncExternalStore(subscribeSession, () => getSession().isAuthenticated, () => false);
  return useQuery({ ...meQuery(), enabled: signedIn }, queryClient);
}
