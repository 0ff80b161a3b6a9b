import type { ComponentType } from 'react';
import { seedServerQueries } from '@/features/articles/api/server-queries.ts';

/**
 * Issue 12's article pages and /newsmgmt, one lazy table: the first load of / carries a single
 * dynamic import for the three (routes.tsx gives each its path and guards). The paths are the
 * patterns of paths.ts, written out so this chunk needs nothing from the first load.
 */
const pages: Readonly<Record<string, () => Promise<ComponentType>>> = {
  '/articles': () => import('@/features/articles/routes/ArticlesPage.tsx').then((m) => m.ArticlesPage),
  '/articles/:slug': () => import('@/features/articles/routes/ArticlePage.tsx').then((m) => m.ArticlePage),
  '/newsmgmt': () => import('@/features/articles/routes/NewsManagementPage.tsx').then((m) => m.NewsManagementPage),
};

export function articlePage(path: string): Promise<ComponentType> {
  const load = pages[path];
  if (!load) throw new Error(`No article page for ${path}`);
  // Resolved before a server-rendered page hydrates (hydrate.ts), so its data is in the cache by then.
  seedServerQueries();
  return load();
}
