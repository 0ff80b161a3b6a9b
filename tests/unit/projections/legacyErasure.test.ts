import { describe, expect, it } from 'vitest';
import { EmbeddedReadStore } from '../../../infra/readstore/embedded.ts';
import type { RecordedEvent } from '../../../infra/eventstore/port.ts';
import { projections } from '../../../projections/registry.ts';
import { getBookingDoc } from '../../../projections/queries/bookings.ts';
import { getBusinessProfile } from '../../../projections/queries/businessProfiles.ts';
import { getExpert } from '../../../projections/queries/experts.ts';

/**
 * Issue 22: events written before the free text was sealed hold it in plaintext. They are still
 * read as they are (no upcasting is needed: a value that is not `pii1.…` opens as itself), and
 * PersonalDataErased takes that text out of every read model (and so out of the snapshot).
 */
let pos = 0n;
function recorded(streamName: string, revision: number, type: string, data: unknown): RecordedEvent {
  pos += 1n;
  return { id: `e${pos}`, streamName, revision, position: { commit: pos, prepare: pos }, type, data, metadata: {}, createdAt: '2026-11-22T10:00:00.000Z' };
}

const at = (h: number) => `2026-11-23T${String(h).padStart(2, '0')}:00:00.000Z`;
const PLAIN = ['Plain Trading LLC', 'https://plain.example', 'Plain goal', 'Plain service', 'Plain answer', 'Plain notes', 'Plain reason', 'Plain outcome', 'Plain review', 'Dr Plain', 'Plain headline', 'Plain bio'];
const [company, website, goal, service, answer, notes, reason, outcome, review, expertName, headline, bio] = PLAIN as [string, ...string[]];

function legacyLog(): RecordedEvent[] {
  const by = { id: 'u1', role: 'user' };
  const weekly = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
  const expert = { displayName: expertName, headline, bio, languages: ['en'], topics: ['market-entry'], timeZone: 'UTC', weekly, datesOff: [], minNoticeHours: 0, bufferMinutes: 0, horizonDays: 30 };
  const profile = { companyName: company, country: 'EG', industry: 'energy', companySize: '1-10', website, goals: [goal], timeline: '0-3m', services: [service], package: null };
  const booking = { bookingId: 'b1', by, at: at(9), userId: 'u1', expertId: 'x1', expertName, topic: 'market-entry', duration: 30, start: at(12), end: at(13), answers: { 'market-entry.cities': answer }, notes, allowanceMonth: '2026-11' };
  return [
    recorded('expert-x1', 0, 'ExpertProfileUpdated', { expertId: 'x1', profile: expert, updatedAt: at(8) }),
    recorded('businessProfile-u1', 0, 'BusinessOnboardingCompleted', { userId: 'u1', profile, completedAt: at(8) }),
    recorded('booking-b1', 0, 'BookingConfirmed', booking),
    recorded('booking-b1', 1, 'BookingRescheduleRequested', { bookingId: 'b1', by: { id: 'x1', role: 'expert' }, at: at(10), reason }),
    recorded('booking-b1', 2, 'BookingRescheduled', { bookingId: 'b1', by, at: at(11), start: at(12), end: at(13), previousStart: at(12) }),
    recorded('booking-b1', 3, 'BookingOutcomeRecorded', { bookingId: 'b1', by: { id: 'x1', role: 'expert' }, at: at(14), status: 'completed', notes: outcome }),
    recorded('booking-b1', 4, 'BookingReviewed', { bookingId: 'b1', by, at: at(15), expertId: 'x1', rating: 4, comment: review }),
  ];
}

const erased = (userId: string) => recorded(`user-${userId}`, 9, 'PersonalDataErased', { userId, by: 'self', erasedAt: at(20) });

async function project(sequence: RecordedEvent[]) {
  const store = new EmbeddedReadStore();
  for (const p of projections) await p.setup?.(store);
  for (const e of sequence) for (const p of projections) if (p.eventTypes.has(e.type)) await p.apply(e, store);
  return store;
}

describe('free text from before sealing', () => {
  it('is still read as it was written', async () => {
    const store = await project(legacyLog());
    expect(await getBusinessProfile(store, 'u1')).toMatchObject({ companyName: company, website, goals: [goal], services: [service] });
    expect(await getBookingDoc(store, 'b1')).toMatchObject({ expertName, answers: { 'market-entry.cities': answer }, notes, statusNote: outcome, review: { comment: review } });
    expect(await getExpert(store, 'x1')).toMatchObject({ displayName: expertName, headline, bio });
  });

  it('leaves no read model once its user and expert are erased, replayed or not', async () => {
    const log = [...legacyLog(), erased('u1'), erased('x1')];
    const store = await project(log);
    const state = JSON.stringify(store.exportState());
    expect(PLAIN.filter((text) => state.includes(text))).toEqual([]);
    expect(await getBusinessProfile(store, 'u1')).toMatchObject({ companyName: '[erased]', website: null, goals: [], services: [], country: 'EG' });
    expect(await getBookingDoc(store, 'b1')).toMatchObject({ expertName: '[erased]', answers: { 'market-entry.cities': '[erased]' }, notes: '[erased]', review: { rating: 4, comment: '[erased]' } });
    // Idempotent: the whole log again on top changes nothing.
    const again = await project([...log, ...log]);
    expect(again.exportState()).toEqual(store.exportState());
  });
});
