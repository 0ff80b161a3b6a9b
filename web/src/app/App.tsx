import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createBrowserRouter, type HydrationState, type RouteObject } from 'react-router-dom';
import { queryClient } from '@/lib/query-client.ts';
import { appRoutes } from './routes.tsx';

export { createQueryClient } from '@/lib/query-client.ts';

type AppProps = { routes?: RouteObject[]; hydrationData?: HydrationState };

/** `routes` and `hydrationData` come from a server-rendered page (app/hydrate.ts); without them the app starts afresh. */
export function App({ routes, hydrationData }: AppProps = {}) {
  const [router] = useState(() => createBrowserRouter(routes ?? appRoutes(), { hydrationData }));
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
