import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys.ts';
import { getSession, subscribeSession, updateUser, type SessionUser } from '@/lib/session.ts';
import { refreshSession } from '@/lib/session-lost.ts';

interface Change {
  type: string;
  id?: string;
  data?: unknown;
}

/** The feed only patches or invalidates TanStack Query caches; it never drives the UI directly. */
export function applyChange(queryClient: QueryClient, change: Change): void {
  if (change.type !== 'user.updated' || !change.data || typeof change.data !== 'object') return;
  const user = change.data as SessionUser;
  if (user.id !== getSession().user?.id) return;
  const withUser = (old: unknown) => (old && typeof old === 'object' ? { ...old, user } : old);
  queryClient.setQueryData(queryKeys.me, withUser);
  queryClient.setQueryData(queryKeys.profile, withUser);
  queryClient.setQueryData(queryKeys.dashboard, withUser);
  // Tier, plan and profile live in other read models; let those queries fetch their new state.
  void queryClient.invalidateQueries({ queryKey: queryKeys.subscription });
  void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
  void queryClient.invalidateQueries({ queryKey: queryKeys.oauthConnections });
  updateUser(user);
}

const RETRY_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

/** Connects /ws?token=… while signed in. Close code 4401 means the token is stale: refresh, then reconnect. */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  const token = useSyncExternalStore(subscribeSession, () => getSession().token, () => null);

  useEffect(() => {
    if (!token || typeof WebSocket === 'undefined') return;
    let socket: WebSocket | null = null;
    let attempt = 0;
    let timer: number | undefined;
    let stopped = false;

    const connect = () => {
      const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
      socket = new WebSocket(`${scheme}//${window.location.host}/ws?token=${encodeURIComponent(token)}`);
      socket.onopen = () => {
        attempt = 0;
      };
      socket.onmessage = (event: MessageEvent<string>) => {
        try {
          applyChange(queryClient, JSON.parse(event.data) as Change);
        } catch {
          // A malformed frame is ignored; the next query fetch brings the truth anyway.
        }
      };
      socket.onclose = (event) => {
        if (stopped) return;
        // A new token re-runs this effect with it; the old connection is simply not retried.
        if (event.code === 4401) return void refreshSession();
        timer = window.setTimeout(connect, RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
      };
    };
    connect();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      socket?.close(1000);
    };
  }, [token, queryClient]);

  return null;
}
