import { readEvent } from '../../domain/events.ts';
import type { MailRequested } from '../../domain/users/credentials.ts';
import type { WelcomeEmailRequested } from '../../domain/businessProfiles/businessProfile.ts';
import type { RecordedEvent } from '../eventstore/port.ts';
import { unseal } from '../security/secrets.ts';
import { BOOKING_MAIL_EVENTS, bookingDeliveries } from './bookingDeliveries.ts';
import { NEWSLETTER_MAIL_EVENTS, newsletterDeliveries } from './newsletterDeliveries.ts';
import { hiringDeliveries } from './hiringMail.ts';
import { RECIPIENT_ERASED, firstNameOf, openAddress, type Delivery, type DeliveryDeps } from './recipients.ts';
import { writtenMoment, type TemplateName } from './templates.ts';

export type { Delivery, DeliveryDeps };

const simple = (deps: DeliveryDeps, mailId: string, template: TemplateName, to: string, language: string, params: () => Promise<Record<string, string>>): Delivery => ({
  mailId,
  template,
  prepare: async () => {
    const address = await openAddress(deps.store, to);
    return address === undefined ? RECIPIENT_ERASED : { to: address, language, params: await params() };
  },
});

const NOTICES: ReadonlySet<string> = new Set(['credentials-changed', 'mfa-code-reused']);

/**
 * What a security notice adds to its sealed parameters when it is sent: when it happened (the
 * request is made in the same decision, so its time is the change's), in UTC as the person may be
 * anywhere, and where to reset the password or reach us.
 */
const noticeParams = (deps: DeliveryDeps, d: MailRequested['data']): Record<string, string> =>
  NOTICES.has(d.template)
    ? { when: writtenMoment(d.language, d.requestedAt, { timeZone: 'UTC', timeStyle: 'long' }), link: `${deps.appUrl}/forgot-password`, contactLink: `${deps.appUrl}/contact` }
    : {};

/**
 * The event types that can ask for a mail. The outbox subscribes to these alone, so SQL (or the
 * server) skips the rest of the log instead of the outbox reading every event; deliveriesOf answers
 * none for any other type, so the two cannot disagree.
 */
export const MAIL_EVENT_TYPES: readonly string[] = ['MailRequested', 'WelcomeEmailRequested', 'JobApplicationSubmitted', ...NEWSLETTER_MAIL_EVENTS, ...BOOKING_MAIL_EVENTS];
const MAIL_EVENTS: ReadonlySet<string> = new Set(MAIL_EVENT_TYPES);

/** The mails an event asks for; none for most events. */
export function deliveriesOf(recorded: RecordedEvent, deps: DeliveryDeps): Delivery[] {
  if (!MAIL_EVENTS.has(recorded.type)) return [];
  if (recorded.type === 'MailRequested' || recorded.type === 'WelcomeEmailRequested') {
    const event = readEvent<MailRequested | WelcomeEmailRequested>(recorded);
    if (event.type === 'MailRequested') {
      const d = event.data;
      const params = async () => {
        const sealed = unseal<Record<string, string>>(deps.key, d.sealed);
        return { name: sealed.name ?? (await firstNameOf(deps, d.userId)), ...noticeParams(deps, d), ...sealed };
      };
      return [simple(deps, d.mailId, d.template, d.to, d.language, params)];
    }
    // One mail id per user: even a second request could never send a second welcome.
    const d = event.data;
    return [simple(deps, `welcome-${d.userId}`, 'welcome', d.email, d.language, async () => ({}))];
  }
  if (recorded.type.startsWith('Newsletter')) return newsletterDeliveries(recorded, deps);
  if (recorded.type === 'JobApplicationSubmitted') return hiringDeliveries(recorded, deps);
  return bookingDeliveries(recorded, deps);
}
