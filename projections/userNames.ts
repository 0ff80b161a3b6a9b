import type { ReadStore } from '../infra/readstore/port.ts';
import { ERASED, openValue } from '../infra/security/personalData.ts';

// Shared by users.ts and userCredentials.ts, which import this file and never each other (issue 24).

/**
 * An erased person's email cannot read "[erased]" in the document, since email is a unique index:
 * each keeps a unique stand-in that is no address, and the views show "[erased]".
 */
export const erasedEmail = (userId: string): string => `erased:${userId}`;

/** Opens the sealed names of a registration; a key already erased gives the erased stand-ins. */
export async function openNames(store: ReadStore, d: { userId: string; email: string; firstName: string; lastName: string; displayName: string }) {
  const email = await openValue(store, d.email);
  return {
    email: email === ERASED ? erasedEmail(d.userId) : email,
    firstName: await openValue(store, d.firstName),
    lastName: await openValue(store, d.lastName),
    displayName: await openValue(store, d.displayName),
  };
}
