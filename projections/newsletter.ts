import { streamId, type RecordedEvent } from '../infra/eventstore/port.ts';
import type { Doc, ReadStore } from '../infra/readstore/port.ts';
import { NEWSLETTER_EVENT_TYPES, type NewsletterEvent, type SubscriberStatus } from '../domain/engagement/newsletter.ts';
import { ISSUE_MAIL_PREFIX, NEWSLETTER_ISSUE_EVENT_TYPES, type NewsletterIssueEvent } from '../domain/engagement/newsletterIssue.ts';
import type { MailAbandoned, MailSent } from '../domain/mail/events.ts';
import type { Projection } from './projection.ts';
import { projected } from './events.ts';
import { setGuarded } from './guarded.ts';

export const NEWSLETTER_SUBSCRIBERS = 'newsletterSubscribers';
export const NEWSLETTER_ISSUES = 'newsletterIssues';
export const NEWSLETTER_DELIVERIES = 'newsletterDeliveries';

export type Subscriber = {
  email: string;
  language: string;
  source: string;
  status: SubscriberStatus;
  subscribedAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
};
/** By email hash (the stream's id). `email` stays sealed; an unsubscribed one's key is shredded. */
export type SubscriberDoc = Doc & Subscriber & { subscriptionId: string; _rev: number };
export type IssueDoc = Doc & {
  subject: string;
  body: string;
  language: string;
  status: 'draft' | 'sending';
  recipients: number;
  createdAt: string;
  updatedAt: string;
  startedAt: string | null;
  lastTestAt: string | null;
  _rev: number;
};
/** One per recipient's copy that has an outcome, by mail id; its count is the send's progress. */
export type DeliveryDoc = Doc & { issueId: string; outcome: 'sent' | 'abandoned'; at: string };

function subscriberFields(event: NewsletterEvent): Record<string, unknown> | undefined {
  switch (event.type) {
    case 'NewsletterSubscribed': {
      const { subscriptionId, email, language, source, subscribedAt } = event.data;
      return { subscriptionId, email, language, source, status: 'pending', subscribedAt, confirmedAt: null, unsubscribedAt: null };
    }
    case 'NewsletterConfirmationRequested':
      return undefined;
    case 'NewsletterConfirmed':
      return { status: 'confirmed', confirmedAt: event.data.confirmedAt };
    case 'NewsletterUnsubscribed':
      return { status: 'unsubscribed', unsubscribedAt: event.data.unsubscribedAt };
  }
}

function issueFields(event: NewsletterIssueEvent): Record<string, unknown> {
  switch (event.type) {
    case 'NewsletterIssueDrafted':
    case 'NewsletterIssueRevised': {
      const { subject, body, language, at } = event.data;
      const created = event.type === 'NewsletterIssueDrafted' ? { createdAt: at, status: 'draft', recipients: 0, startedAt: null, lastTestAt: null } : {};
      return { subject, body, language, updatedAt: at, ...created };
    }
    case 'NewsletterIssueTestRequested':
      return { updatedAt: event.data.at, lastTestAt: event.data.at };
    case 'NewsletterIssueSendStarted':
      return { status: 'sending', recipients: event.data.recipients.length, startedAt: event.data.startedAt, updatedAt: event.data.startedAt };
  }
}

/** `newsletter-issue-<issueId>-<64 hex>` → issueId; other mails are none of this projection's business. */
export function issueOfMail(mailId: string): string | undefined {
  if (!mailId.startsWith(ISSUE_MAIL_PREFIX)) return undefined;
  const rest = mailId.slice(ISSUE_MAIL_PREFIX.length);
  return /^(.+)-[0-9a-f]{64}$/.exec(rest)?.[1];
}

export const newsletterProjection: Projection = {
  name: 'newsletter',
  version: 1,
  collections: [NEWSLETTER_SUBSCRIBERS, NEWSLETTER_ISSUES, NEWSLETTER_DELIVERIES],
  eventTypes: new Set<string>([...NEWSLETTER_EVENT_TYPES, ...NEWSLETTER_ISSUE_EVENT_TYPES, 'MailSent', 'MailAbandoned']),
  async setup(store) {
    await store.collection(NEWSLETTER_SUBSCRIBERS).createIndex({ status: 1 });
    await store.collection(NEWSLETTER_DELIVERIES).createIndex({ issueId: 1, outcome: 1 });
  },
  async apply(recorded: RecordedEvent, store: ReadStore) {
    if (recorded.type === 'MailSent' || recorded.type === 'MailAbandoned') {
      const event = projected<MailSent | MailAbandoned>(recorded);
      const issueId = issueOfMail(event.data.mailId);
      if (!issueId) return;
      const at = event.type === 'MailSent' ? event.data.sentAt : event.data.at;
      const outcome = event.type === 'MailSent' ? 'sent' : 'abandoned';
      await store.collection<DeliveryDoc>(NEWSLETTER_DELIVERIES).updateOne({ _id: event.data.mailId }, { $setOnInsert: { issueId, outcome, at } }, { upsert: true });
      return;
    }
    if (recorded.type.startsWith('NewsletterIssue')) {
      const event = projected<NewsletterIssueEvent>(recorded);
      await setGuarded(store.collection<IssueDoc>(NEWSLETTER_ISSUES), event.data.issueId, recorded.revision, issueFields(event));
      return;
    }
    const fields = subscriberFields(projected<NewsletterEvent>(recorded));
    if (fields) await setGuarded(store.collection<SubscriberDoc>(NEWSLETTER_SUBSCRIBERS), streamId(recorded.streamName), recorded.revision, fields);
  },
};
