import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client.ts';

const linkAnswer = z.looseObject({ url: z.string() });

/** POST /api/subscriptions/portal → {url}: the payment provider's customer portal; the browser goes there. */
export function useOpenPortal() {
  return useMutation({
    mutationFn: () => apiRequest('/subscriptions/portal', { method: 'POST', schema: linkAnswer, auth: true }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
