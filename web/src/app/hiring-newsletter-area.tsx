import type { ComponentType } from 'react';
import { routes } from '@contracts/paths.ts';

const application = () => import('@/features/hiring/routes/ApplicationPage.tsx');

/**
 * Issue 12's hiring and newsletter pages, one lazy table: the first load of / carries a single
 * dynamic import for all five (routes.tsx gives each its path and guards), not one per page.
 */
const pages: Readonly<Record<string, () => Promise<ComponentType>>> = {
  [routes.hire]: () => import('@/features/hiring/routes/HirePage.tsx').then((m) => m.HirePage),
  [routes.hireApplication]: () => application().then((m) => m.ApplicationPage),
  [routes.hireApplicationScriptOnly]: () => application().then((m) => m.ApplicationEmbedPage),
  [routes.adminNewsletter]: () => import('@/features/admin-newsletter/routes/AdminNewsletterPage.tsx').then((m) => m.AdminNewsletterPage),
  [routes.adminHiring]: () => import('@/features/admin-hiring/routes/AdminHiringPage.tsx').then((m) => m.AdminHiringPage),
};

export function hiringNewsletterPage(path: string): Promise<ComponentType> {
  const load = pages[path];
  if (!load) throw new Error(`No hiring or newsletter page for ${path}`);
  return load();
}
