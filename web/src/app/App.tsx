import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createBrowserRouter, type HydrationState, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom';
import { queryClient } from '@/lib/query-client.ts';

export { createQueryClient } from '@/lib/query-client.ts';

type AppProps = { routes: RouteObject[]; patchRoutesOnNavigation?: PatchRoutesOnNavigationFunction; hydrationData?: HydrationState };

/** `routes` come from shell-routes.tsx's routeTable; `hydrationData` from a server-rendered page (app/hydrate.ts). */
export function App({ routes, patchRoutesOnNavigation, hydrationData }: AppProps) {
  const [router] = useState(() => createBrowserRouter(routes, { hydrationData, patchRoutesOnNavigation }));
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
