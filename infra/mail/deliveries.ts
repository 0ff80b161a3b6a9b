import type { MailRequested, MailTemplate } from '../../domain/users/credentials.ts';
import type { WelcomeEmailRequested } from '../../domain/businessProfiles/businessProfile.ts';
import type { RecordedEvent } from '../eventstore/port.ts';
import { unseal } from '../security/secrets.ts';

/** One mail for the outbox to send; params are opened only when rendering, inside the retry. */
export type Delivery = { mailId: string; to: string; template: MailTemplate; language: string; params: () => Record<string, string> };

/** The events that ask for a mail, and the mail each asks for; undefined for any other event. */
export function deliveryOf(event: RecordedEvent, key: Buffer): Delivery | undefined {
  switch (event.type) {
    case 'MailRequested': {
      const d = event.data as MailRequested['data'];
      return { mailId: d.mailId, to: d.to, template: d.template, language: d.language, params: () => unseal<Record<string, string>>(key, d.sealed) };
    }
    case 'WelcomeEmailRequested': {
      const d = event.data as WelcomeEmailRequested['data'];
      // One mail id per user: even a second request could never send a second welcome.
      return { mailId: `welcome-${d.userId}`, to: d.email, template: 'welcome', language: d.language, params: () => ({}) };
    }
    default:
      return undefined;
  }
}
