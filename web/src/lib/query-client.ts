import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The app's one cache: route loaders prefetch into it and the live-update feed patches it. */
export const queryClient = createQueryClient();
