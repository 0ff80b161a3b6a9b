import { describe, it } from 'vitest';
import { CONFIRMATION_TTL_MS, newsletterDecider, type NewsletterEvent } from '../../../domain/engagement/newsletter.ts';
import { issueDecider, type NewsletterIssueEvent } from '../../../domain/engagement/newsletterIssue.ts';
import { deciderSpec } from '../support/deciderSpec.ts';

const now = '2026-11-22T10:00:00.000Z';
const later = (ms: number) => new Date(Date.parse(now) + ms).toISOString();
const subscriptionId = 's1';

describe('newsletter subscriber (double opt-in)', () => {
  const given = deciderSpec(newsletterDecider);
  const subscribe = (at = now, nonce = 'n1') => ({
    type: 'SubscribeToNewsletter' as const,
    data: { subscriptionId, email: 'pii1.nl-s1-0.sealed', language: 'en', source: 'footer', nonce, now: at },
  });
  const subscribed: NewsletterEvent = { type: 'NewsletterSubscribed', data: { subscriptionId, email: 'pii1.nl-s1-0.sealed', language: 'en', source: 'footer', subscribedAt: now } };
  const requested = (nonce = 'n1', at = now): NewsletterEvent => ({ type: 'NewsletterConfirmationRequested', data: { subscriptionId, nonce, language: 'en', requestedAt: at } });
  const confirmed: NewsletterEvent = { type: 'NewsletterConfirmed', data: { subscriptionId, confirmedAt: now } };
  const confirm = (nonce = 'n1', at = now) => ({ type: 'ConfirmNewsletter' as const, data: { subscriptionId, nonce, now: at } });
  const unsubscribe = { type: 'UnsubscribeFromNewsletter' as const, data: { subscriptionId, by: 'link' as const, adminId: null, now } };
  const unsubscribed: NewsletterEvent = { type: 'NewsletterUnsubscribed', data: { subscriptionId, by: 'link', adminId: null, unsubscribedAt: now } };

  it('stores the subscriber as pending and asks for a confirmation mail', () => given([]).when(subscribe()).then([subscribed, requested()]));
  it('sends no second mail to a pending address within ten minutes', () => given([subscribed, requested()]).when(subscribe(later(60_000), 'n2')).thenNothingHappens());
  it('sends a fresh link to a pending address later on', () => given([subscribed, requested()]).when(subscribe(later(3_600_000), 'n2')).then([requested('n2', later(3_600_000))]));
  it('changes nothing for a confirmed subscriber', () => given([subscribed, requested(), confirmed]).when(subscribe(later(3_600_000), 'n2')).thenNothingHappens());
  it('confirms with the current link', () => given([subscribed, requested()]).when(confirm()).then([confirmed]));
  it('confirms once: the same link again changes nothing', () => given([subscribed, requested(), confirmed]).when(confirm()).thenNothingHappens());
  it('refuses a superseded link', () => given([subscribed, requested(), requested('n2')]).when(confirm('n1')).thenThrows('NEWSLETTER_LINK_INVALID'));
  it('refuses an expired link', () => given([subscribed, requested()]).when(confirm('n1', later(CONFIRMATION_TTL_MS + 1))).thenThrows('NEWSLETTER_LINK_EXPIRED'));
  it('refuses a confirmation after unsubscribing', () => given([subscribed, requested(), unsubscribed]).when(confirm()).thenThrows('NEWSLETTER_LINK_INVALID'));
  it('unsubscribes a confirmed subscriber once', () => given([subscribed, requested(), confirmed]).when(unsubscribe).then([unsubscribed]));
  it('unsubscribing twice changes nothing', () => given([subscribed, requested(), confirmed, unsubscribed]).when(unsubscribe).thenNothingHappens());
  it('unsubscribing an unknown address changes nothing', () => given([]).when(unsubscribe).thenNothingHappens());
  it('subscribes anew after unsubscribing, with a new confirmation', () =>
    given([subscribed, requested(), confirmed, unsubscribed]).when(subscribe(now, 'n3')).then([subscribed, requested('n3')]));
});

describe('newsletter issue', () => {
  const given = deciderSpec(issueDecider);
  const content = { subject: 'November', body: '# Hello', language: 'en' };
  const drafted: NewsletterIssueEvent = { type: 'NewsletterIssueDrafted', data: { issueId: 'i1', ...content, by: 'a1', at: now } };
  const save = (body = '# Hello') => ({ type: 'SaveIssue' as const, data: { issueId: 'i1', ...content, body, by: 'a1', now } });
  const send = { type: 'SendIssue' as const, data: { issueId: 'i1', recipients: ['h1', 'h2', 'h1'], by: 'a1', now } };
  const started: NewsletterIssueEvent = { type: 'NewsletterIssueSendStarted', data: { issueId: 'i1', recipients: ['h1', 'h2'], by: 'a1', startedAt: now } };

  it('drafts, then revises only on a change', () => {
    given([]).when(save()).then([drafted]);
    given([drafted]).when(save()).thenNothingHappens();
    given([drafted]).when(save('# Changed')).then([{ type: 'NewsletterIssueRevised', data: { issueId: 'i1', ...content, body: '# Changed', by: 'a1', at: now } }]);
  });
  it('starts a send once, each recipient once', () => {
    given([drafted]).when(send).then([started]);
    given([drafted, started]).when(send).thenNothingHappens();
  });
  it('refuses to change a sent issue', () => given([drafted, started]).when(save('# Changed')).thenThrows('INVALID_TRANSITION'));
  it('refuses to send or test an issue that does not exist', () => {
    given([]).when(send).thenThrows('NOT_FOUND');
    given([]).when({ type: 'SendTestIssue', data: { issueId: 'i1', mailId: 'm', adminId: 'a1', now } }).thenThrows('NOT_FOUND');
  });
});
