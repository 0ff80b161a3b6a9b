import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useNavigate, useRevalidator } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { registerNavigator } from '@/lib/navigation.ts';
import { getSession, signedOut, subscribeSession } from '@/lib/session.ts';
import { followRoleChange, roleOutOfDate } from '@/lib/role-change.ts';

/**
 * Lets the API client navigate with the router, and re-runs the current route's guards whenever the
 * session changes (a logout or login in another tab): a guarded page then sends the user away. A
 * role changed on the server is followed with a new token (lib/role-change.ts).
 */
export function SessionSync() {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const queryClient = useQueryClient();
  // Hydrating server HTML (issue 12) starts signed out; a signed-in session then revalidates the guards.
  const session = useSyncExternalStore(subscribeSession, getSession, () => signedOut);
  const previous = useRef(session.isAuthenticated);

  useEffect(() => registerNavigator((to) => void navigate(to)), [navigate]);

  useEffect(() => {
    if (previous.current === session.isAuthenticated) return;
    previous.current = session.isAuthenticated;
    // Another user's (or no user's) data must not stay in the cache.
    if (!session.isAuthenticated) queryClient.clear();
    void revalidator.revalidate();
    // revalidator changes identity on every navigation; only the session matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session.isAuthenticated, queryClient]);

  // The user read again (a reload, a refetch) may carry a role the token does not: follow it at once.
  useEffect(() => {
    if (roleOutOfDate(session.user, session.token)) void followRoleChange(session.user);
  }, [session.user, session.token]);

  return null;
}
