import { useMutation } from '@tanstack/react-query';
import { messageSchema } from '@contracts/newsletter.ts';
import { apiRequest } from '@/lib/api-client.ts';

/** POST /api/newsletter/confirm {token}: the double opt-in's second step. */
export const useConfirmSubscription = () =>
  useMutation({ mutationKey: ['newsletter', 'confirm'], mutationFn: (token: string) => apiRequest('/newsletter/confirm', { method: 'POST', body: { token }, schema: messageSchema }) });

/** POST /api/newsletter/unsubscribe {token}: the mail's signed link, no sign-in. */
export const useUnsubscribeByLink = () =>
  useMutation({ mutationKey: ['newsletter', 'unsubscribe'], mutationFn: (token: string) => apiRequest('/newsletter/unsubscribe', { method: 'POST', body: { token }, schema: messageSchema }) });
