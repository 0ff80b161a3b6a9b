import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getSession, subscribeSession } from '@/lib/session.ts';
import { refreshSession, sessionLost } from '@/lib/session-lost.ts';
import { apiRequestsSettled } from '@/lib/api-client.ts';
import type { FeedCursor } from './liveFrames.ts';

type LiveFrames = typeof import('./liveFrames.ts');

const RETRY_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

/**
 * Connects /ws while signed in and authenticates with the first frame (tokens stay out of URLs),
 * giving `since` when it has seen a position. Close code 4401 means the token is stale: refresh,
 * and the new token reconnects. A socket replaced by a newer one (4409) stays closed.
 */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  const token = useSyncExternalStore(subscribeSession, () => getSession().token, () => null);
  const cursor = useRef<FeedCursor>({ pos: undefined, connectedBefore: false });

  useEffect(() => {
    if (!token || typeof WebSocket === 'undefined') return;
    let socket: WebSocket | null = null;
    let attempt = 0;
    let timer: number | undefined;
    let stopped = false;
    let frames: LiveFrames | undefined;

    const connect = () => {
      window.clearTimeout(timer);
      if (stopped || !frames) return;
      const { handleFrame, FEED_CLOSE, ROLE_CHANGED_CLOSE_REASON } = frames;
      const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
      const current = new WebSocket(`${scheme}//${window.location.host}/ws`);
      socket = current;
      current.onopen = () => {
        attempt = 0;
        current.send(JSON.stringify({ type: 'auth', token, ...(cursor.current.pos ? { since: cursor.current.pos } : {}) }));
      };
      current.onmessage = (event: MessageEvent) => handleFrame(queryClient, cursor.current, event.data);
      current.onclose = (event) => {
        if (stopped || socket !== current) return;
        socket = null;
        // A new token re-runs this effect with it; the old connection is simply not retried.
        // A refused refresh means the session was ended on the server (revoked, account disabled): say so now,
        // not at the next request. Offline, nothing can be concluded.
        if (event.code === FEED_CLOSE.unauthorized) {
          return void refreshSession().then(async (refreshed) => {
            if (refreshed) return;
            await apiRequestsSettled();
            // Fresh tokens arrived meanwhile (a password change): the new token reconnects instead.
            if (navigator.onLine && getSession().token === token) sessionLost(event.reason === ROLE_CHANGED_CLOSE_REASON ? 'roleChanged' : 'expired');
          });
        }
        if (event.code === FEED_CLOSE.replaced) return;
        retryLater();
      };
    };
    const retryLater = () => {
      timer = window.setTimeout(connect, RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
    };
    // Offline, the socket is dead even before it notices; back online, resume at once rather than after the back-off.
    const offline = () => {
      const dead = socket;
      socket = null;
      dead?.close(1000);
      retryLater();
    };
    const online = () => {
      if (!socket) connect();
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    void import('./liveFrames.ts').then((loaded) => {
      frames = loaded;
      connect();
    });
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
      socket?.close(1000);
    };
  }, [token, queryClient]);

  return null;
}
