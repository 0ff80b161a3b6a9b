import { DomainError } from '../../domain/shared/errors.ts';
import { userDecider } from '../../domain/users/decider.ts';
import { userStream } from '../../domain/users/user.ts';
import type { EventStore } from '../../infra/eventstore/port.ts';
import { hashPassword, verifyPassword } from '../../infra/security/passwords.ts';
import { handleCommand } from '../handleCommand.ts';
import { findUserByEmail } from './login.ts';
import { registerUser } from './register.ts';

/**
 * Makes sure ADMIN_EMAIL signs in with ADMIN_PASSWORD as an admin. Runs at every start and
 * records events only for what differs, so a second start records nothing.
 */
export async function ensureAdmin(store: EventStore, email: string, password: string, deps: { now: () => Date }): Promise<string> {
  const metadata = { actor: 'system', reason: 'ADMIN_EMAIL' };
  let user = await findUserByEmail(store, email);
  if (!user) {
    try {
      user = (await registerUser(store, { email, password, firstName: 'Admin', lastName: '', role: 'admin' }, { hashPassword, now: deps.now, metadata })).user;
    } catch (error) {
      // Another process seeding at the same moment won; continue with its account.
      if (!(error instanceof DomainError && error.code === 'ACCOUNT_EXISTS')) throw error;
      user = await findUserByEmail(store, email);
      if (!user) throw error;
    }
  }
  const samePassword = user.passwordHash !== '' && (await verifyPassword(user.passwordHash, password));
  await handleCommand(
    store,
    userStream(user.id),
    userDecider,
    { type: 'SetAdmin', data: { passwordHash: samePassword ? undefined : await hashPassword(password), now: deps.now().toISOString() } },
    { metadata },
  );
  return user.id;
}
