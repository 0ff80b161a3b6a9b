import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { queryClient } from '@/lib/query-client.ts';
import { appRoutes } from './routes.tsx';

export { createQueryClient } from '@/lib/query-client.ts';

export function App() {
  const [router] = useState(() => createBrowserRouter(appRoutes()));
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
