import { INDUSTRIES } from '../../domain/businessProfiles/businessProfile.ts';
import type { EventStore, RecordedEvent } from '../../infra/eventstore/port.ts';

/**
 * A generated event log for the statistics tests: accounts signing up on random days of a range,
 * verifying, onboarding from several countries, changing tier, signing in, searching and booking
 * consultations that are cancelled, rescheduled, held and reviewed. Every event passes its schema,
 * so a server projects it like real traffic. The same seed gives the same log (ids included).
 */
export type LoggedEvent = { stream: string; type: string; data: Record<string, unknown>; at: string };

const COUNTRIES = ['DE', 'FR', 'US', 'GB', 'CN', 'IN', 'AE', 'JP'];
const PAID = ['starter', 'professional', 'enterprise'];
const DAY_MS = 86_400_000;

function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function generateStatsLog(options: { users: number; from: string; days: number; seed?: number }): LoggedEvent[] {
  const rnd = random(options.seed ?? 1);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  let ids = 0;
  const id = () => `${(options.seed ?? 1).toString(16).padStart(8, '0')}-0000-4000-8000-${(ids++).toString(16).padStart(12, '0')}`;
  const start = Date.parse(`${options.from}T00:00:00.000Z`);
  const events: LoggedEvent[] = [];
  const push = (stream: string, type: string, time: number, data: Record<string, unknown>) => events.push({ stream, type, data, at: new Date(time).toISOString() });

  for (let i = 0; i < options.users; i++) {
    const userId = id();
    let t = start + Math.floor(rnd() * options.days * DAY_MS);
    const iso = () => new Date(t).toISOString();
    const later = (maxHours: number) => (t += 60_000 + Math.floor(rnd() * maxHours * 3_600_000));
    push(`user-${userId}`, 'UserRegistered', t, {
      userId, email: `stats${i}@example.com`, firstName: 'Stats', lastName: `User${i}`, displayName: `Stats User${i}`, passwordHash: 'h', role: 'user', registeredAt: iso(),
    });
    for (let s = Math.floor(rnd() * 3); s > 0; s--) {
      later(72);
      push(`session-${id()}`, 'SessionStarted', t, { userId, sessionId: id(), familyId: id(), refreshTokenHash: 'h', expiresAt: iso(), startedAt: iso() });
    }
    if (rnd() < 0.3) continue;
    later(48);
    push(`user-${userId}`, 'EmailVerified', t, { userId, via: 'code', verifiedAt: iso() });
    if (rnd() < 0.3) continue;
    later(72);
    const profile = { companyName: 'Co', country: pick(COUNTRIES), industry: pick(INDUSTRIES), companySize: '1-10', website: null, goals: [], timeline: '0-3m', services: [], package: null };
    push(`businessProfile-${userId}`, 'BusinessOnboardingCompleted', t, { userId, profile, completedAt: iso() });
    if (rnd() < 0.4) {
      later(240);
      push(`subscription-${userId}`, 'SubscriptionChanged', t, {
        userId, tier: pick(PAID), billingPeriod: 'monthly', promoCode: null, startDate: iso(), previousTier: 'free', source: 'user', changedAt: iso(),
      });
    }
    for (let s = Math.floor(rnd() * 4); s > 0; s--) {
      later(96);
      push(`marketSearches-${userId}-${iso().slice(0, 7)}`, 'MarketSearched', t, {
        searchId: id(), userId, month: iso().slice(0, 7), query: 'q', industry: rnd() < 0.3 ? null : pick(INDUSTRIES), searchType: 'market', total: 3, at: iso(),
      });
    }
    if (rnd() < 0.5) booking(userId);
  }
  // Log order is time order, as a live system writes it (a stream's events are already in order).
  return events.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));

  function booking(userId: string) {
    const bookingId = id();
    const stream = `booking-${bookingId}`;
    let t = Date.parse(events[events.length - 1]!.at) + 3_600_000;
    const by = { id: userId, role: 'user' };
    const at = () => new Date(t).toISOString();
    const slot = new Date(t + 2 * DAY_MS).toISOString();
    push(stream, 'BookingConfirmed', t, {
      bookingId, by, at: at(), userId, expertId: id(), expertName: 'Expert', topic: 'market-entry', duration: 15, start: slot, end: slot, answers: {}, notes: null, allowanceMonth: at().slice(0, 7),
    });
    const fate = rnd();
    t += DAY_MS;
    if (fate < 0.25) push(stream, 'BookingCancelled', t, { bookingId, by, at: at(), reason: 'r', lateCancellation: false });
    else if (fate < 0.45) {
      push(stream, 'BookingRescheduleRequested', t, { bookingId, by: { ...by, role: 'expert' }, at: at(), reason: 'r' });
      t += 3_600_000;
      if (rnd() < 0.5) push(stream, 'BookingRescheduled', t, { bookingId, by, at: at(), start: slot, end: slot, previousStart: slot });
    } else if (fate < 0.9) {
      t += DAY_MS;
      push(stream, 'BookingOutcomeRecorded', t, { bookingId, by: { ...by, role: 'expert' }, at: at(), status: 'completed', notes: null });
      t += 3_600_000;
      if (rnd() < 0.7) push(stream, 'BookingReviewed', t, { bookingId, by, at: at(), expertId: 'e', rating: 1 + Math.floor(rnd() * 5), comment: null });
    } else {
      t += DAY_MS;
      push(stream, 'BookingOutcomeRecorded', t, { bookingId, by: { ...by, role: 'expert' }, at: at(), status: 'no_show_user', notes: null });
    }
  }
}

/** The log as recorded events (positions from 1, revisions per stream), for projections in memory. */
export function recordedLog(events: readonly LoggedEvent[]): RecordedEvent[] {
  const revisions = new Map<string, number>();
  return events.map((e, i) => {
    const revision = (revisions.get(e.stream) ?? -1) + 1;
    revisions.set(e.stream, revision);
    const pos = BigInt(i + 1);
    return { id: `e${i + 1}`, streamName: e.stream, revision, position: { commit: pos, prepare: pos }, type: e.type, data: e.data, metadata: {}, createdAt: e.at };
  });
}

/** Appends the log to a store, one event per append in log order. */
export async function appendLog(store: EventStore, events: readonly LoggedEvent[]): Promise<void> {
  for (const e of events) await store.append(e.stream, [{ type: e.type, data: e.data }], { expectedRevision: 'any' });
}
