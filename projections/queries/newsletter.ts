import type { ReadStore } from '../../infra/readstore/port.ts';
import { openValue } from '../../infra/security/personalData.ts';
import type { SubscriberStatus } from '../../domain/engagement/newsletter.ts';
import { NEWSLETTER_DELIVERIES, NEWSLETTER_ISSUES, NEWSLETTER_SUBSCRIBERS, type DeliveryDoc, type IssueDoc, type Subscriber, type SubscriberDoc } from '../newsletter.ts';

export const NEWSLETTER_PROJECTION = 'newsletter';

/** The subscriber as the admin sees it: `email` opened, or '[erased]' once they unsubscribed (key shredded). */
export type SubscriberView = Subscriber & { id: string };
export type IssueProgress = { total: number; sent: number; abandoned: number; done: boolean };
export type IssueView = {
  id: string;
  subject: string;
  body: string;
  language: string;
  status: 'draft' | 'sending' | 'sent';
  createdAt: string;
  updatedAt: string;
  startedAt: string | null;
  lastTestAt: string | null;
  progress: IssueProgress;
};

/** The newsletter as the admin works it: subscribers, issues and each send's progress. */
export function newsletter(store: ReadStore) {
  const subscribers = () => store.collection<SubscriberDoc>(NEWSLETTER_SUBSCRIBERS);
  const issues = () => store.collection<IssueDoc>(NEWSLETTER_ISSUES);
  const deliveries = () => store.collection<DeliveryDoc>(NEWSLETTER_DELIVERIES);
  const progressOf = async (doc: IssueDoc): Promise<IssueProgress> => {
    if (doc.status === 'draft') return { total: 0, sent: 0, abandoned: 0, done: false };
    const [sent, abandoned] = await Promise.all([
      deliveries().countDocuments({ issueId: doc._id, outcome: 'sent' }),
      deliveries().countDocuments({ issueId: doc._id, outcome: 'abandoned' }),
    ]);
    return { total: doc.recipients, sent, abandoned, done: sent + abandoned >= doc.recipients };
  };
  const issueView = async (doc: IssueDoc): Promise<IssueView> => {
    const progress = await progressOf(doc);
    const { _id, subject, body, language, createdAt, updatedAt, startedAt, lastTestAt } = doc;
    const status = doc.status === 'draft' ? 'draft' : progress.done ? 'sent' : 'sending';
    return { id: _id, subject, body, language, status, createdAt, updatedAt, startedAt, lastTestAt: lastTestAt ?? null, progress };
  };
  return {
    /** Newest first. */
    async subscribers(status?: SubscriberStatus): Promise<SubscriberView[]> {
      const found = await subscribers().find(status ? { status } : {}, { sort: { subscribedAt: -1, _id: 1 } });
      return Promise.all(
        found.map(async (d) => ({
          id: d._id,
          email: await openValue(store, d.email),
          language: d.language,
          source: d.source,
          status: d.status,
          subscribedAt: d.subscribedAt,
          confirmedAt: d.confirmedAt,
          unsubscribedAt: d.unsubscribedAt,
        })),
      );
    },
    async subscriber(id: string): Promise<SubscriberDoc | undefined> {
      return (await subscribers().findOne({ _id: id })) ?? undefined;
    },
    /** The email hashes an issue goes to: confirmed subscribers only (double opt-in). */
    async confirmedIds(): Promise<string[]> {
      return (await subscribers().find({ status: 'confirmed' }, { sort: { _id: 1 } })).map((d) => d._id);
    },
    async issues(): Promise<IssueView[]> {
      return Promise.all((await issues().find({}, { sort: { createdAt: -1, _id: 1 } })).map(issueView));
    },
    async issue(id: string): Promise<IssueView | undefined> {
      const doc = await issues().findOne({ _id: id });
      return doc ? issueView(doc) : undefined;
    },
  };
}
