import { readEvent } from '../../domain/events.ts';
import type { MailRequested, MailTemplate } from '../../domain/users/credentials.ts';
import type { WelcomeEmailRequested } from '../../domain/businessProfiles/businessProfile.ts';
import type { RecordedEvent } from '../eventstore/port.ts';
import type { ReadStore } from '../readstore/port.ts';
import { ERASED, openValue } from '../security/personalData.ts';
import { unseal } from '../security/secrets.ts';

/**
 * One mail for the outbox to send. The address is sealed with the person's key in the event, so
 * it is opened only when sending: undefined once the person is erased, and the mail is dropped.
 * Params are opened only when rendering, inside the retry.
 */
export type Delivery = {
  mailId: string;
  template: MailTemplate;
  language: string;
  recipient: () => Promise<string | undefined>;
  params: () => Record<string, string>;
};

const recipientOf = (store: ReadStore, to: string) => async () => {
  const address = await openValue(store, to);
  return address === ERASED ? undefined : address;
};

/** The events that ask for a mail, and the mail each asks for; undefined for any other event. */
export function deliveryOf(recorded: RecordedEvent, key: Buffer, store: ReadStore): Delivery | undefined {
  if (recorded.type !== 'MailRequested' && recorded.type !== 'WelcomeEmailRequested') return undefined;
  const event = readEvent<MailRequested | WelcomeEmailRequested>(recorded);
  switch (event.type) {
    case 'MailRequested': {
      const d = event.data;
      return { mailId: d.mailId, recipient: recipientOf(store, d.to), template: d.template, language: d.language, params: () => unseal<Record<string, string>>(key, d.sealed) };
    }
    case 'WelcomeEmailRequested': {
      const d = event.data;
      // One mail id per user: even a second request could never send a second welcome.
      return { mailId: `welcome-${d.userId}`, recipient: recipientOf(store, d.email), template: 'welcome', language: d.language, params: () => ({}) };
    }
  }
}
