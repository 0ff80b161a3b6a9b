import type { AppContext } from './context.ts';
import type { Vault } from '../commands/users/personal.ts';
import { deriveKey } from '../infra/security/secrets.ts';

/**
 * Where personal data is sealed: person keys through the read store, and the email index key.
 * Made once per process (AppContext.vault, the projector's process manager), not per request:
 * HKDF per request was a measurable share of a booking.
 */
export function vaultOf(ctx: Pick<AppContext, 'readStore' | 'jwtSecret'>): Vault {
  return { keys: ctx.readStore, emailIndexKey: deriveKey(ctx.jwtSecret, 'email-index-v1') };
}
