import { userStream } from '../../domain/users/user.ts';
import type { EventStore } from '../eventstore/port.ts';
import type { ReadStore } from '../readstore/port.ts';
import { ERASED, isSealed, openValue } from '../security/personalData.ts';
import type { Invite } from './ics.ts';
import type { RenderedMail, TemplateName } from './templates.ts';

/**
 * A mail ready to render: opened only at send time, inside the retry. `rendered` replaces the
 * template for mails whose content is not ours to write (a newsletter issue); `headers` adds
 * headers such as List-Unsubscribe.
 */
export type Prepared = { to: string; language: string; params: Record<string, string>; invite?: Invite; rendered?: RenderedMail; headers?: Record<string, string> };

/**
 * One mail for the outbox to send. Addresses are sealed with the person's key in the log, so
 * `prepare` opens them only when sending; it answers `{unwanted}` (recorded as abandoned, never
 * retried) when the person is erased or the mail no longer fits the booking.
 */
export type Delivery = {
  mailId: string;
  template: TemplateName;
  /** A bulk mail (a newsletter issue) goes through its own paced lane, never ahead of account mails. */
  bulk?: boolean;
  prepare: () => Promise<Prepared | { unwanted: string }>;
};

export type DeliveryDeps = { key: Buffer; store: ReadStore; events: EventStore; appUrl: string };

export const RECIPIENT_ERASED = { unwanted: 'recipient erased' };

/** The address a sealed value holds, or undefined once its person is erased. */
export async function openAddress(store: ReadStore, sealed: string): Promise<string | undefined> {
  const address = await openValue(store, sealed);
  return address === ERASED ? undefined : address;
}

/**
 * The first name a user's stream holds now (sealed at registration or a profile change), opened
 * when the mail is sent; '' once erased. Mails requested before issue 22 carry it in their params.
 */
export async function firstNameOf(deps: DeliveryDeps, userId: string): Promise<string> {
  let sealed: string | undefined;
  for (const e of await deps.events.readStream(userStream(userId))) {
    const data = e.data as { firstName?: unknown; changes?: { firstName?: unknown } };
    const name = data.changes?.firstName ?? data.firstName;
    if (isSealed(name)) sealed = name;
  }
  const name = sealed && (await openValue(deps.store, sealed));
  return name && name !== ERASED ? name : '';
}

/**
 * A user's address and mail language, from their own stream: the address sealed at registration
 * (the latest sealed `email` the stream holds), and the language of the last mail they were sent
 * (signup and resets send one in the language the person used), English before any.
 */
export async function personOf(deps: DeliveryDeps, userId: string): Promise<{ to: string; language: string } | undefined> {
  let sealed: string | undefined;
  let language = 'en';
  for (const e of await deps.events.readStream(userStream(userId))) {
    const data = e.data as { email?: unknown; language?: unknown };
    if (isSealed(data.email)) sealed = data.email;
    if (e.type === 'MailRequested' && typeof data.language === 'string') language = data.language;
  }
  const to = sealed && (await openAddress(deps.store, sealed));
  return to ? { to, language } : undefined;
}
