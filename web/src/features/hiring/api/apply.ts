import { useMutation } from '@tanstack/react-query';
import { applicationSubmittedSchema } from '@contracts/hiring.ts';
import { ApiError, NETWORK_ERROR, toApiError } from '@/lib/api-client.ts';

export type ApplicationInput = { name: string; email: string; positionId: string; linkedinUrl: string; coverNote: string; language: string; cv: File };

/**
 * POST /api/hire/applications as multipart/form-data (the CV is a file, so not through the JSON
 * client); the same error shape comes back, so fields map onto the form as everywhere else.
 */
export async function submitApplication(input: ApplicationInput) {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) form.set(key, value);
  let response: Response;
  try {
    response = await fetch('/api/hire/applications', { method: 'POST', body: form, headers: { Accept: 'application/json' }, credentials: 'same-origin' });
  } catch {
    throw new ApiError('Network error', { status: 0, code: NETWORK_ERROR });
  }
  if (!response.ok) throw await toApiError(response);
  return applicationSubmittedSchema.parse(await response.json());
}

export function useSubmitApplication() {
  return useMutation({ mutationKey: ['hiring', 'apply'], mutationFn: submitApplication });
}
