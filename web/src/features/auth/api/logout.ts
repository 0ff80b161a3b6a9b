import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client.ts';
import { endSession, getSession } from '@/lib/session.ts';

const logoutAnswer = z.looseObject({ success: z.boolean() });

/** POST /api/auth/logout ends the session on the server; this tab and the others sign out whatever it answers. */
export async function logout(): Promise<void> {
  const { token, refreshToken } = getSession();
  try {
    if (token || refreshToken) {
      await apiRequest('/auth/logout', {
        method: 'POST',
        body: refreshToken ? { refreshToken } : {},
        schema: logoutAnswer,
        token: token ?? undefined,
      });
    }
  } finally {
    endSession();
  }
}

export function useLogout() {
  return useMutation({ mutationKey: ['auth', 'logout'], mutationFn: logout });
}
