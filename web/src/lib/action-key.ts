import { ApiError } from './api-client.ts';

/**
 * One Idempotency-Key per user action (issue 18): sending the same change again, by the query
 * client's retry or by the person pressing the button again after a lost answer, reuses the key,
 * so the server makes the change once and answers as it did. The key is forgotten once the server
 * has answered for certain (a success or a refusal); after a network failure or a 5xx it is kept.
 */
const keys = new Map<string, string>();

export async function withActionKey<T>(scope: string, body: unknown, run: (key: string) => Promise<T>): Promise<T> {
  const id = `${scope}\u0000${JSON.stringify(body)}`;
  let key = keys.get(id);
  if (!key) keys.set(id, (key = crypto.randomUUID()));
  try {
    const answer = await run(key);
    keys.delete(id);
    return answer;
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) keys.delete(id);
    throw error;
  }
}
