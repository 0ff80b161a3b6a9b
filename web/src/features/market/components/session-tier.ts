import { useSyncExternalStore } from 'react';
import type { TierId } from '@contracts/tiers.ts';
import { getSession, subscribeSession } from '@/lib/session.ts';

const tierOf = (): TierId | null => {
  const session = getSession();
  return session.isAuthenticated ? (session.user?.subscriptionTier ?? 'free') : null;
};

/** The signed-in user's tier, to show or hide a link; null for a visitor. The API enforces every tier itself. */
export function useSessionTier(): TierId | null {
  return useSyncExternalStore(subscribeSession, tierOf, () => null);
}
