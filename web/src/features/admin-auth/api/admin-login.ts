import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { signedInSchema, type SignedInAnswer } from '@contracts/user.ts';

/** POST /api/admin/login {email, password}: admins only; 403 FORBIDDEN for any other valid account. */
export function adminLogin(input: { email: string; password: string }): Promise<SignedInAnswer> {
  return apiRequest('/admin/login', { method: 'POST', body: input, schema: signedInSchema });
}

export function useAdminLogin() {
  return useMutation({ mutationKey: ['admin', 'login'], mutationFn: adminLogin });
}
