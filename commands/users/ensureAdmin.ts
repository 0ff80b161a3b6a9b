import { DomainError } from '../../domain/shared/errors.ts';
import type { EventStore } from '../../infra/eventstore/port.ts';
import { hashPassword, verifyPassword } from '../../infra/security/passwords.ts';
import { systemContext } from '../context.ts';
import { findUserByEmail } from './login.ts';
import type { Vault } from './personal.ts';
import { registerUser } from './register.ts';
import { onUser } from './run.ts';

/**
 * Makes sure ADMIN_EMAIL signs in with ADMIN_PASSWORD as an admin. Runs at every start and
 * records events only for what differs, so a second start records nothing.
 */
export async function ensureAdmin(store: EventStore, vault: Vault, email: string, password: string, options: { now: () => Date }): Promise<string> {
  const deps = { vault, now: options.now, context: systemContext('ADMIN_EMAIL') };
  let user = await findUserByEmail(store, vault, email);
  if (!user) {
    try {
      user = (await registerUser(store, { email, password, firstName: 'Admin', lastName: '', role: 'admin' }, { ...deps, hashPassword })).user;
    } catch (error) {
      // Another process seeding at the same moment won; continue with its account.
      if (!(error instanceof DomainError && error.code === 'ACCOUNT_EXISTS')) throw error;
      user = await findUserByEmail(store, vault, email);
      if (!user) throw error;
    }
  }
  const samePassword = user.passwordHash !== '' && (await verifyPassword(user.passwordHash, password));
  await onUser(store, user.id, deps, { type: 'SetAdmin', data: { passwordHash: samePassword ? undefined : await hashPassword(password), now: options.now().toISOString() } });
  return user.id;
}
