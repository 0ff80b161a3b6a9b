import { infiniteQueryOptions } from '@tanstack/react-query';
import { eventsPageSchema, type EventsQuery } from '@contracts/audit.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { querySearch } from '@/lib/admin-audit.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export type EventFilters = Omit<EventsQuery, 'cursor' | 'limit'>;

/**
 * GET /api/admin/events?stream=&type=&from=&to=&cursor= → the raw log in order, a page at a time;
 * personal fields masked unless the admin re-authenticated in the last 5 minutes (`personalData`).
 */
export const adminEventsQuery = (filters: EventFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.adminEvents(filters),
    queryFn: ({ pageParam }) => apiRequest(`/admin/events?${querySearch({ ...filters, cursor: pageParam })}`, { schema: eventsPageSchema, auth: true }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
