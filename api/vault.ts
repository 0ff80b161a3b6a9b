import type { AppContext } from './context.ts';
import type { Vault } from '../commands/users/personal.ts';
import { deriveKey } from '../infra/security/secrets.ts';

/** HKDF per request was a measurable share of a booking; a process has one or two secrets. */
const emailIndexKeys = new Map<string, Buffer>();

/** Where personal data is sealed: person keys through the read store, and the email index key. */
export function vaultOf(ctx: Pick<AppContext, 'readStore' | 'jwtSecret'>): Vault {
  let emailIndexKey = emailIndexKeys.get(ctx.jwtSecret);
  if (!emailIndexKey) emailIndexKeys.set(ctx.jwtSecret, (emailIndexKey = deriveKey(ctx.jwtSecret, 'email-index-v1')));
  return { keys: ctx.readStore, emailIndexKey };
}
