import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { issueAnswerSchema, issueListSchema, previewSchema, subscriberListSchema, type SubscriberStatusValue } from '@contracts/newsletter.ts';
import { apiRequest, ApiError, NETWORK_ERROR, toApiError } from '@/lib/api-client.ts';
import { getSession } from '@/lib/session.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export type IssueInput = { subject: string; body: string; language: 'en' | 'ar' };
const statusQuery = (status?: SubscriberStatusValue) => (status ? `?status=${status}` : '');

/** GET /api/admin/newsletter/subscribers?status= → {subscribers}, newest first. */
export const subscribersQuery = (status?: SubscriberStatusValue) =>
  queryOptions({
    queryKey: queryKeys.subscribers(status),
    queryFn: () => apiRequest(`/admin/newsletter/subscribers${statusQuery(status)}`, { schema: subscriberListSchema, auth: true }),
  });

/** GET /api/admin/newsletter/issues → {issues}; polled while one is sending, so its progress moves on the page. */
export const issuesQuery = () =>
  queryOptions({
    queryKey: queryKeys.newsletterIssues,
    queryFn: () => apiRequest('/admin/newsletter/issues', { schema: issueListSchema, auth: true }),
    refetchInterval: (query) => (query.state.data?.issues.some((i) => i.status === 'sending') ? 1_000 : false),
  });

export const useSubscribers = (status?: SubscriberStatusValue) => useQuery(subscribersQuery(status));
export const useIssues = () => useQuery(issuesQuery());

function useNewsletterMutation<T, R>(run: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.newsletter }) });
}

export const useUnsubscribe = () =>
  useNewsletterMutation((id: string) => apiRequest(`/admin/newsletter/subscribers/${id}/unsubscribe`, { method: 'POST', schema: z.looseObject({ id: z.string() }), auth: true }));

/** POST /api/admin/newsletter/issues (new) or PUT …/{id}. */
export const useSaveIssue = () =>
  useNewsletterMutation(({ id, ...body }: IssueInput & { id?: string }) =>
    apiRequest(id ? `/admin/newsletter/issues/${id}` : '/admin/newsletter/issues', { method: id ? 'PUT' : 'POST', body, schema: issueAnswerSchema, auth: true }),
  );

export const useSendTest = () => useMutation({ mutationFn: (id: string) => apiRequest(`/admin/newsletter/issues/${id}/test`, { method: 'POST', schema: z.looseObject({}), auth: true }) });
export const useSendIssue = () => useNewsletterMutation((id: string) => apiRequest(`/admin/newsletter/issues/${id}/send`, { method: 'POST', schema: issueAnswerSchema, auth: true }));

/** The Markdown as subscribers will see it, rendered and sanitized by the server's own renderer. */
export const usePreview = () => useMutation({ mutationFn: (body: string) => apiRequest('/admin/newsletter/preview', { method: 'POST', body: { body }, schema: previewSchema, auth: true }) });

/** The server's CSV (GET …/subscribers.csv), fetched with the admin's token. */
export async function subscribersCsv(status?: SubscriberStatusValue): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`/api/admin/newsletter/subscribers.csv${statusQuery(status)}`, { headers: { Authorization: `Bearer ${getSession().token ?? ''}` } });
  } catch {
    throw new ApiError('Network error', { status: 0, code: NETWORK_ERROR });
  }
  if (!response.ok) throw await toApiError(response);
  return response.text();
}
