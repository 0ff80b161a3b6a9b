import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client.ts';

const linkAnswer = z.looseObject({ url: z.string() });

/** POST /api/subscriptions/checkout → {url}: the checkout page of the upgrade waiting for payment (the same one each time). */
export function useOpenCheckout() {
  return useMutation({
    mutationFn: () => apiRequest('/subscriptions/checkout', { method: 'POST', schema: linkAnswer, auth: true }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
