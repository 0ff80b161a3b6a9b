import type { RecordedEvent } from '../infra/eventstore/port.ts';
import type { Doc, ReadStore } from '../infra/readstore/port.ts';
import { evolve, initialState, type BillingStatus, type PendingUpgrade, type SubscriptionEvent } from '../domain/subscriptions/subscription.ts';
import type { BillingPeriod, TierId } from '../domain/subscriptions/tiers.ts';
import type { Projection } from './projection.ts';
import { setGuarded } from './guarded.ts';
import { projected } from './events.ts';

export const SUBSCRIPTIONS = 'subscriptions';
/** One document per billing event of a user (requests, decisions, payments, changes), for settings → billing. */
export const SUBSCRIPTION_HISTORY = 'subscriptionHistory';
/** One document per upgrade request, for the back office's list of pending ones. */
export const UPGRADE_REQUESTS = 'upgradeRequests';

/** One document per user whose plan stream has an event; a missing document means the free default. */
export type SubscriptionDoc = Doc & {
  tier: TierId;
  billingPeriod: BillingPeriod | null;
  promoCode: string | null;
  startDate: string | null;
  paidUntil?: string | null;
  status?: BillingStatus;
  pending?: PendingUpgrade | null;
  scheduled?: { tier: TierId; effectiveAt: string } | null;
  customerId?: string | null;
  subscriptionId?: string | null;
  updatedAt: string;
  /** Revision of the last subscription-stream event applied. */
  _rev: number;
};

export type SubscriptionHistoryDoc = Doc & { userId: string; type: SubscriptionEvent['type']; at: string; rev: number; details: Record<string, unknown> };

export type UpgradeRequestDoc = Doc & PendingUpgrade & {
  userId: string;
  status: 'pending' | 'approved' | 'rejected' | 'paid' | 'superseded';
  decidedAt: string | null;
  decidedBy: string | null;
};

const atOf = (event: SubscriptionEvent): string => {
  const d = event.data as { at?: string; changedAt?: string; requestedAt?: string };
  return d.at ?? d.changedAt ?? d.requestedAt ?? '';
};

export const subscriptionsProjection: Projection = {
  name: 'subscriptions',
  version: 2,
  collections: [SUBSCRIPTIONS, SUBSCRIPTION_HISTORY, UPGRADE_REQUESTS],
  eventTypes: new Set<SubscriptionEvent['type']>([
    'SubscriptionChanged',
    'UpgradeRequested',
    'UpgradeApproved',
    'UpgradeRejected',
    'DowngradeScheduled',
    'PaymentSucceeded',
    'PaymentFailed',
    'SubscriptionCancelled',
  ]),
  async setup(store) {
    await store.collection(SUBSCRIPTION_HISTORY).createIndex({ userId: 1, rev: -1 });
    await store.collection(UPGRADE_REQUESTS).createIndex({ status: 1, requestedAt: 1 });
  },
  async apply(recorded: RecordedEvent, store: ReadStore) {
    const event = projected<SubscriptionEvent>(recorded);
    const { userId } = event.data;
    const docs = store.collection<SubscriptionDoc>(SUBSCRIPTIONS);
    // The document is the stream folded by the domain's own evolve; reads flush queued writes, and
    // the `_rev` guard makes a replayed event change nothing.
    const doc = await docs.findOne({ _id: userId });
    if (doc && doc._rev >= recorded.revision) return;
    const before = { ...initialState(), ...(doc && { tier: doc.tier, billingPeriod: doc.billingPeriod, promoCode: doc.promoCode, startDate: doc.startDate, paidUntil: doc.paidUntil ?? null, status: doc.status ?? 'active', pending: doc.pending ?? null, scheduled: doc.scheduled ?? null, customerId: doc.customerId ?? null, subscriptionId: doc.subscriptionId ?? null, chosen: true }) };
    const s = evolve(before, event);
    const at = atOf(event);
    const fields = { tier: s.tier, billingPeriod: s.billingPeriod, promoCode: s.promoCode, startDate: s.startDate, paidUntil: s.paidUntil, status: s.status, pending: s.pending, scheduled: s.scheduled, customerId: s.customerId, subscriptionId: s.subscriptionId, updatedAt: at };
    await setGuarded(docs, userId, recorded.revision, fields);
    const { userId: _u, ...details } = event.data as Record<string, unknown>;
    await store
      .collection<SubscriptionHistoryDoc>(SUBSCRIPTION_HISTORY)
      .updateOne({ _id: `${userId}:${recorded.revision}` }, { $setOnInsert: { userId, type: event.type, at, rev: recorded.revision, details } }, { upsert: true });
    await applyRequest(store, event, before.pending);
  },
};

async function applyRequest(store: ReadStore, event: SubscriptionEvent, pendingBefore: PendingUpgrade | null) {
  const requests = store.collection<UpgradeRequestDoc>(UPGRADE_REQUESTS);
  const close = (status: UpgradeRequestDoc['status'], at: string, by: string | null) =>
    pendingBefore ? requests.updateOne({ _id: pendingBefore.requestId, status: 'pending' }, { $set: { status, decidedAt: at, decidedBy: by } }) : undefined;
  switch (event.type) {
    case 'UpgradeRequested': {
      await close('superseded', event.data.requestedAt, null);
      const { userId, ...pending } = event.data;
      await requests.updateOne({ _id: pending.requestId }, { $setOnInsert: { ...pending, userId, status: 'pending', decidedAt: null, decidedBy: null } }, { upsert: true });
      return;
    }
    case 'UpgradeApproved':
      return requests.updateOne({ _id: event.data.requestId }, { $set: { status: 'approved', decidedAt: event.data.at, decidedBy: event.data.approvedBy } }).then(() => undefined);
    case 'UpgradeRejected':
      return requests.updateOne({ _id: event.data.requestId }, { $set: { status: 'rejected', decidedAt: event.data.at, decidedBy: event.data.rejectedBy } }).then(() => undefined);
    case 'PaymentSucceeded':
      if (pendingBefore?.tier === event.data.tier) await close('paid', event.data.at, null);
      return;
  }
}
