import { createElement, type ComponentType } from 'react';
import type { LoaderFunction, LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { routes } from '@contracts/paths.ts';
import type { GuardHandle } from './guards/with-guards.ts';
import type { Prefetch, page as pageOf } from './shell-routes.tsx';

// Loaded with the first back-office page (routes.tsx adminAreaPages): the first load of / holds only the paths.
type AdminPage = { handle: GuardHandle; load: () => Promise<ComponentType>; prefetch?: Prefetch };

const analytics: GuardHandle = { guards: ['analytics'] };
const admins: GuardHandle = { guards: ['admin'] };
const stats = () => import('@/features/admin-statistics/api/get-analytics.ts');

/** Issue 11: the back office's own pages; statistics for admins and analysts, the rest for admins only. */
export const adminAreaPages: Readonly<Record<string, AdminPage>> = {
  [routes.adminDashboard]: {
    handle: analytics,
    load: () => import('@/features/admin-statistics/routes/AdminDashboardPage.tsx').then((m) => m.AdminDashboardPage),
    prefetch: (client) =>
      Promise.all([
        import('@/features/admin-statistics/api/get-dashboard.ts').then((m) => client.prefetchQuery(m.adminDashboardQuery())),
        stats().then((m) => client.prefetchQuery(m.adminAnalyticsQuery({ preset: '30d' }))),
      ]),
  },
  [routes.adminStatistics]: {
    handle: analytics,
    load: () => import('@/features/admin-statistics/routes/AdminStatisticsPage.tsx').then((m) => m.AdminStatisticsPage),
    prefetch: (client, url) => stats().then((m) => client.prefetchQuery(m.adminAnalyticsQuery(m.periodFromSearch(url.searchParams)))),
  },
  [routes.adminUsers]: {
    handle: admins,
    load: () => import('@/features/admin-users/routes/AdminUsersPage.tsx').then((m) => m.AdminUsersPage),
    prefetch: (client) => import('@/features/admin-users/api/list-users.ts').then((m) => client.prefetchQuery(m.adminUsersQuery(m.DEFAULT_USER_FILTERS))),
  },
  [routes.adminUser]: {
    handle: admins,
    load: () => import('@/features/admin-users/routes/AdminUserPage.tsx').then((m) => m.AdminUserPage),
    prefetch: (client, url) => import('@/features/admin-users/api/get-user.ts').then((m) => client.prefetchQuery(m.adminUserQuery(url.pathname.split('/').pop() ?? ''))),
  },
  [routes.adminUsersBackup]: {
    handle: admins,
    load: () => import('@/features/admin-users/routes/AdminUsersBackupPage.tsx').then((m) => m.AdminUsersBackupPage),
  },
  [routes.adminBookings]: {
    handle: admins,
    load: () => import('@/features/admin-consultations/routes/AdminConsultationsPage.tsx').then((m) => m.AdminBookingsPage),
    prefetch: (client) => import('@/features/admin-consultations/api/admin-bookings.ts').then((m) => client.prefetchQuery(m.adminBookingsQuery({}))),
  },
  [routes.adminIntroductions]: {
    handle: admins,
    load: () => import('@/features/admin-introductions/routes/AdminIntroductionsPage.tsx').then((m) => m.AdminIntroductionsPage),
    prefetch: (client) => import('@/features/admin-introductions/api/get-introductions.ts').then((m) => client.prefetchQuery(m.adminIntroductionsQuery())),
  },
  [routes.adminUpgrades]: {
    handle: admins,
    load: () => import('@/features/admin-upgrades/routes/AdminUpgradesPage.tsx').then((m) => m.AdminUpgradesPage),
    prefetch: (client) => import('@/features/admin-upgrades/api/get-upgrades.ts').then((m) => client.prefetchQuery(m.upgradeRequestsQuery())),
  },
  [routes.adminDatabase]: {
    handle: admins,
    load: () => import('@/features/admin-database/routes/AdminDatabasePage.tsx').then((m) => m.AdminDatabasePage),
    prefetch: (client) => import('@/features/admin-database/api/get-database.ts').then((m) => client.prefetchQuery(m.adminDatabaseQuery())),
  },
  // Issue 12: the public pages' texts. Editors may use them too, so the page answers others with its own 403.
  ...siteTextPages(),
};

function siteTextPages(): Record<string, AdminPage> {
  const signedIn: GuardHandle = { guards: ['auth'] };
  const pages = () => import('@/features/admin-site-texts/routes/SiteTextsPage.tsx');
  return {
    [routes.adminAbout]: { handle: signedIn, load: () => pages().then((m) => m.AdminAboutPage) },
    [routes.adminServices]: { handle: signedIn, load: () => pages().then((m) => m.AdminServicesPage) },
    [routes.adminIndustries]: { handle: signedIn, load: () => pages().then((m) => m.AdminIndustriesPage) },
    [routes.adminLanding]: { handle: signedIn, load: () => pages().then((m) => m.AdminLandingPage) },
  };
}

/**
 * A back-office route's handle, loader and component, built by shell-routes.tsx's `page` (passed in, so this
 * chunk shares the entry's guard code). Its guards and prefetch run first; only when they let the user
 * through does the page's chunk load, so no admin code reaches anyone else.
 */
export async function adminAreaRoute(path: string, page: typeof pageOf): Promise<Pick<RouteObject, 'handle' | 'loader' | 'Component'>> {
  const entry = adminAreaPages[path];
  if (!entry) throw new Error(`No back-office page for ${path}`);
  const route = page(path, entry.load, entry.handle, entry.prefetch);
  const guarded = route.loader as LoaderFunction;
  const lazy = route.lazy as () => Promise<{ Component: ComponentType }>;
  let Loaded: ComponentType = () => null;
  const loader = async (args: LoaderFunctionArgs) => {
    const data: unknown = await guarded(args);
    Loaded = (await lazy()).Component;
    return data;
  };
  return { handle: route.handle, loader, Component: () => createElement(Loaded) };
}
