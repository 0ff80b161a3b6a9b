import { readEvent } from '../../domain/events.ts';
import { bookingStream, evolve, initialState, type Booking, type BookingEvent, type BookingState } from '../../domain/consultations/booking.ts';
import type { BookingReminderDue } from '../../domain/consultations/reminders.ts';
import { PLATFORM_TIME_ZONE } from '../../domain/consultations/slots.ts';
import { topicsIn } from '../../domain/consultations/topicTexts.ts';
import type { RecordedEvent } from '../eventstore/port.ts';
import type { BookingTemplate } from './copy/types.ts';
import { RECIPIENT_ERASED, personOf, type Delivery, type DeliveryDeps, type Prepared } from './recipients.ts';
import { templateLanguage, writtenMoment } from './templates.ts';
import { openValue } from '../security/personalData.ts';

type Party = 'user' | 'expert';
type Plan = { template: BookingTemplate; parties: Party[]; method?: 'REQUEST' | 'CANCEL' };

/** Which booking events send which mail to whom; other booking events send none. */
const PLANS: ReadonlyMap<string, Plan> = new Map([
  ['BookingConfirmed', { template: 'booking-confirmed', parties: ['user', 'expert'], method: 'REQUEST' }],
  ['BookingRescheduleRequested', { template: 'booking-reschedule-requested', parties: ['user'] }],
  ['BookingRescheduled', { template: 'booking-moved', parties: ['user', 'expert'], method: 'REQUEST' }],
  ['BookingCancelled', { template: 'booking-cancelled', parties: ['user', 'expert'], method: 'CANCEL' }],
  ['BookingReminderDue', { template: 'booking-reminder', parties: ['user', 'expert'] }],
] satisfies [string, Plan][]);
export const BOOKING_MAIL_EVENTS: readonly string[] = [...PLANS.keys()];

/** The booking as its stream says, up to a revision (the event's own moment) or to now. */
async function bookingAt(deps: DeliveryDeps, bookingId: string, upTo?: number): Promise<BookingState & { sequence: number }> {
  const recorded = (await deps.events.readStream(bookingStream(bookingId))).filter((e) => upTo === undefined || e.revision <= upTo);
  const state = recorded.reduce((s, e) => evolve(s, readEvent<BookingEvent>(e)), initialState());
  // The invite's SEQUENCE counts the booking's changes from its confirmation (0), not the request before it.
  return { ...state, sequence: recorded.filter((e) => e.type !== 'BookingRequested').length - 1 };
}

/**
 * The booking's topic and time as a mail in `language` says them: the topic's title in that language,
 * the Riyadh time written the language's way on the Gregorian calendar (Arabic as before, with Latin
 * digits), and the UTC time for anyone in another zone.
 */
export function bookingWords(language: string, topicId: string, start: string): { topic: string; when: string; whenUtc: string } {
  const lang = templateLanguage(language);
  const when = writtenMoment(lang, start, { timeZone: PLATFORM_TIME_ZONE, timeStyle: 'short' });
  const topic = topicsIn(lang).find((t) => t.id === topicId)?.title ?? topicId;
  return { topic, when, whenUtc: `${start.slice(0, 10)} ${start.slice(11, 16)}` };
}

function paramsFor(deps: DeliveryDeps, b: Booking, party: Party, language: string, extra: Record<string, string>): Record<string, string> {
  const link = party === 'user' ? `${deps.appUrl}/booking` : `${deps.appUrl}/manage_consultations`;
  const rescheduleLink = `${deps.appUrl}/booking/reschedule?booking=${encodeURIComponent(b.id)}`;
  return { ...extra, ...bookingWords(language, b.topic, b.start), link, rescheduleLink, role: party };
}

/**
 * The consultation mails a booking event (or a due reminder) asks for, one per party. Mail ids are
 * derived from the booking and the event's revision (reminders: kind and start), so a replay or a
 * second sender finds the mail stream written and sends nothing twice. Everything but the ids is
 * read when sending: the booking from its stream, the address sealed in the person's stream.
 */
export function bookingDeliveries(recorded: RecordedEvent, deps: DeliveryDeps): Delivery[] {
  const plan = PLANS.get(recorded.type);
  if (!plan) return [];
  if (recorded.type === 'BookingReminderDue') {
    const { bookingId, kind, start } = readEvent<BookingReminderDue>(recorded).data;
    return plan.parties.map((party) => ({
      mailId: `booking-${bookingId}-reminder-${kind}-${Date.parse(start)}-${party}`,
      template: plan.template,
      prepare: async () => {
        // Checked right before sending: a booking cancelled or moved since gets no reminder.
        const state = await bookingAt(deps, bookingId);
        if (state.status !== 'exists' || state.booking.status !== 'confirmed' || state.booking.start !== start) return { unwanted: 'booking changed' };
        return prepared(deps, state.booking, party, plan, -1, { lead: kind });
      },
    }));
  }
  const event = readEvent<BookingEvent>(recorded);
  const bookingId = event.data.bookingId;
  const reason = 'reason' in event.data ? event.data.reason : '';
  return plan.parties.map((party) => ({
    mailId: `booking-${bookingId}-${recorded.revision}-${party}`,
    template: plan.template,
    prepare: async () => {
      const state = await bookingAt(deps, bookingId, recorded.revision);
      if (state.status !== 'exists') return { unwanted: 'booking not found' };
      // The reason is sealed with the booking user's key: opened only now, "[erased]" once erased.
      return prepared(deps, state.booking, party, plan, state.sequence, { reason: await openValue(deps.store, reason) });
    },
  }));
}

async function prepared(deps: DeliveryDeps, b: Booking, party: Party, plan: Plan, sequence: number, extra: Record<string, string>): Promise<Prepared | typeof RECIPIENT_ERASED> {
  const person = await personOf(deps, party === 'user' ? b.userId : b.expertId);
  if (!person) return RECIPIENT_ERASED;
  const params = paramsFor(deps, b, party, person.language, extra);
  if (!plan.method) return { ...person, params };
  const invite = {
    uid: `${b.id}@bawaba`,
    // The booking stream's revision grows with every change, so each update outranks the last.
    sequence,
    method: plan.method,
    start: b.start,
    end: b.end,
    title: `Bawaba: ${params.topic}`,
    description: party === 'user' ? `${params.link}\n${params.rescheduleLink}` : params.link!,
    url: params.link!,
  };
  return { ...person, params, invite };
}
