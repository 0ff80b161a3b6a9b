import type { createEvent } from 'ics';
import { atFirstUse } from '../firstUse.ts';

// Loaded with the first booking mail, not at every start.
const ics = atFirstUse<{ createEvent: typeof createEvent }>('ics');

/** What a booking's calendar entry says; rendered at send time, so nothing of it is stored. */
export type Invite = {
  /** Stable per booking, so calendars update (or remove) the same entry on a move or cancel. */
  uid: string;
  /** Higher on every change of the booking (its stream revision): calendars keep the newest. */
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  start: string;
  end: string;
  title: string;
  description: string;
  url: string;
};

/** An iCalendar (RFC 5545) text for one booking, times in UTC. */
export function inviteIcs(invite: Invite): string {
  const { error, value } = ics().createEvent({
    productId: 'bawaba/consultations',
    method: invite.method,
    uid: invite.uid,
    sequence: invite.sequence,
    start: Date.parse(invite.start),
    end: Date.parse(invite.end),
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
    title: invite.title,
    description: invite.description,
    url: invite.url,
    status: invite.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'BUSY',
  });
  if (error || !value) throw error ?? new Error('ics produced no calendar');
  return value;
}
