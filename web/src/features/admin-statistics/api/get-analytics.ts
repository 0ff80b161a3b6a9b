import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { analyticsAnswerSchema, ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD, type AnalyticsPeriod } from '@contracts/adminStats.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** A preset, or a custom range of UTC days ('YYYY-MM-DD', both included). */
export type PeriodChoice = { preset: AnalyticsPeriod } | { from: string; to: string };

/** Reads ?period= or ?from=&to= from the page's address; anything else is the default (30d). */
export function periodFromSearch(search: URLSearchParams): PeriodChoice {
  const from = search.get('from');
  const to = search.get('to');
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (from && to && day.test(from) && day.test(to) && from <= to) return { from, to };
  const preset = ANALYTICS_PERIODS.find((p) => p === search.get('period'));
  return { preset: preset ?? DEFAULT_ANALYTICS_PERIOD };
}

export function periodSearch(choice: PeriodChoice): string {
  return 'preset' in choice ? `period=${choice.preset}` : `from=${choice.from}&to=${choice.to}`;
}

/** GET /api/admin/analytics?period=7d|30d|90d|12m or ?from=&to= → series by day or month (admins and analysts). */
export const adminAnalyticsQuery = (choice: PeriodChoice) =>
  queryOptions({
    queryKey: queryKeys.adminAnalytics(periodSearch(choice)),
    queryFn: () => apiRequest(`/admin/analytics?${periodSearch(choice)}`, { schema: analyticsAnswerSchema, auth: true }),
    placeholderData: keepPreviousData,
  });

export function useAdminAnalytics(choice: PeriodChoice) {
  return useQuery(adminAnalyticsQuery(choice));
}
