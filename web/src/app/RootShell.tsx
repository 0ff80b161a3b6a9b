import { Suspense, lazy, useSyncExternalStore } from 'react';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SessionExpiredBanner } from '@/components/SessionExpiredBanner.tsx';
import { OfflineBanner } from '@/components/OfflineBanner.tsx';
import { CookieConsent } from '@/components/CookieConsent.tsx';
import { RouteEffects } from './RouteEffects.tsx';
import { SessionSync } from './SessionSync.tsx';
import { getSession, subscribeSession } from '@/lib/session.ts';
import { HydrationMark } from './hydrate.ts';

/** Wraps every layout: the global elements of spec section 2 appear whatever the layout. */
export function RootShell() {
  const { t } = useTranslation();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t('common.skipToContent')}
      </a>
      <SessionExpiredBanner />
      <OfflineBanner />
      <Suspense fallback={<PageFallback />}>
        <Outlet />
        <HydrationMark />
      </Suspense>
      <CookieConsent />
      <RouteEffects />
      <SessionSync />
      <LiveUpdatesWhenSignedIn />
    </>
  );
}

// Visitors who are not signed in never open the feed, so its code stays out of their first load.
const LiveUpdates = lazy(() => import('./LiveUpdates.tsx').then((m) => ({ default: m.LiveUpdates })));

function LiveUpdatesWhenSignedIn() {
  const signedIn = useSyncExternalStore(subscribeSession, () => getSession().isAuthenticated, () => false);
  return signedIn ? (
    <Suspense fallback={null}>
      <LiveUpdates />
    </Suspense>
  ) : null;
}

export function PageFallback() {
  const { t } = useTranslation();
  return (
    <p role="status" className="p-8 text-center text-slate-600">
      {t('common.loading')}
    </p>
  );
}
