import { readEvent } from '../../domain/events.ts';
import { evolve as evolveSubscriber, initialState as subscriberInitial, newsletterStream, type NewsletterEvent, type NewsletterConfirmationRequested } from '../../domain/engagement/newsletter.ts';
import { issueDecider, issueMailId, issueStream, type IssueContent, type NewsletterIssueEvent, type NewsletterIssueSendStarted, type NewsletterIssueTestRequested } from '../../domain/engagement/newsletterIssue.ts';
import { normalizeEmail } from '../../domain/users/emailReservation.ts';
import { streamId, type RecordedEvent } from '../eventstore/port.ts';
import { confirmationToken, newsletterKey, unsubscribeToken } from '../security/newsletterTokens.ts';
import { isSealed } from '../security/personalData.ts';
import { sha256 } from '../security/tokens.ts';
import { renderIssue } from './newsletterCopy.ts';
import { RECIPIENT_ERASED, openAddress, personOf, type Delivery, type DeliveryDeps, type Prepared } from './recipients.ts';

/**
 * RFC 8058 one-click unsubscribe on every newsletter mail: a POST to the header's URL with
 * `List-Unsubscribe=One-Click` unsubscribes without sign-in (api/routes/newsletterForms.ts); the
 * same signed token is in the mail's visible link, which opens a page with one button.
 */
export function unsubscribeParts(deps: DeliveryDeps, emailHash: string) {
  const token = unsubscribeToken(newsletterKey(deps.key), emailHash);
  const link = `${deps.appUrl}/newsletter?unsubscribe=${token}`;
  const headers = {
    'List-Unsubscribe': `<${deps.appUrl}/api/newsletter/unsubscribe?token=${token}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
  return { link, headers };
}

/** The subscriber as their stream says now, with the sealed address of their latest subscription. */
async function subscriberAt(deps: DeliveryDeps, emailHash: string) {
  const recorded = await deps.events.readStream(newsletterStream(emailHash));
  let sealed: string | undefined;
  let state = subscriberInitial();
  for (const e of recorded) {
    const event = readEvent<NewsletterEvent>(e);
    if (event.type === 'NewsletterSubscribed' && isSealed(event.data.email)) sealed = event.data.email;
    state = evolveSubscriber(state, event);
  }
  const to = sealed && (await openAddress(deps.store, sealed));
  return { state, to };
}

async function issueAt(deps: DeliveryDeps, issueId: string, upTo: number): Promise<IssueContent | undefined> {
  const recorded = await deps.events.readStream(issueStream(issueId));
  const state = recorded.filter((e) => e.revision <= upTo).reduce((s, e) => issueDecider.evolve(s, readEvent<NewsletterIssueEvent>(e)), issueDecider.initialState());
  return state.content;
}

function confirmation(recorded: RecordedEvent, deps: DeliveryDeps): Delivery {
  const emailHash = streamId(recorded.streamName);
  const { nonce, language } = readEvent<NewsletterConfirmationRequested>(recorded).data;
  return {
    mailId: `newsletter-confirm-${emailHash}-${recorded.revision}`,
    template: 'newsletter-confirmation',
    prepare: async (): Promise<Prepared | { unwanted: string }> => {
      const { state, to } = await subscriberAt(deps, emailHash);
      // A newer request (or an unsubscription) has replaced this one: its link would not work.
      if (state.status !== 'pending' || state.nonce !== nonce) return { unwanted: 'confirmation superseded' };
      if (!to) return RECIPIENT_ERASED;
      const unsubscribe = unsubscribeParts(deps, emailHash);
      const link = `${deps.appUrl}/newsletter?confirm=${confirmationToken(newsletterKey(deps.key), emailHash, nonce)}`;
      return { to, language, params: { link, unsubscribeLink: unsubscribe.link }, headers: unsubscribe.headers };
    },
  };
}

/** One delivery per recipient; the issue's text is read once for all of them. */
function issueCopies(recorded: RecordedEvent, deps: DeliveryDeps): Delivery[] {
  const { issueId, recipients } = readEvent<NewsletterIssueSendStarted>(recorded).data;
  let content: Promise<IssueContent | undefined> | undefined;
  return recipients.map((emailHash) => ({
    mailId: issueMailId(issueId, emailHash),
    template: 'newsletter-issue',
    bulk: true,
    prepare: async () => {
      content ??= issueAt(deps, issueId, recorded.revision);
      const [issue, { state, to }] = await Promise.all([content, subscriberAt(deps, emailHash)]);
      // Checked right before sending: whoever unsubscribed since the send started gets nothing.
      if (state.status !== 'confirmed') return { unwanted: 'not subscribed' };
      if (!issue) return { unwanted: 'issue not found' };
      if (!to) return RECIPIENT_ERASED;
      const unsubscribe = unsubscribeParts(deps, emailHash);
      return { to, language: issue.language, params: {}, rendered: renderIssue(issue, unsubscribe.link), headers: unsubscribe.headers };
    },
  }));
}

function testCopy(recorded: RecordedEvent, deps: DeliveryDeps): Delivery {
  const { issueId, mailId, adminId } = readEvent<NewsletterIssueTestRequested>(recorded).data;
  return {
    mailId,
    template: 'newsletter-issue',
    prepare: async () => {
      const [issue, person] = await Promise.all([issueAt(deps, issueId, recorded.revision), personOf(deps, adminId)]);
      if (!issue) return { unwanted: 'issue not found' };
      if (!person) return RECIPIENT_ERASED;
      const unsubscribe = unsubscribeParts(deps, sha256(normalizeEmail(person.to)));
      const rendered = renderIssue({ ...issue, subject: `[Test] ${issue.subject}` }, unsubscribe.link);
      return { to: person.to, language: issue.language, params: {}, rendered, headers: unsubscribe.headers };
    },
  };
}

export const NEWSLETTER_MAIL_EVENTS: readonly string[] = ['NewsletterConfirmationRequested', 'NewsletterIssueSendStarted', 'NewsletterIssueTestRequested'];

/** The newsletter mails an event asks for: a confirmation, an issue's copies, or a test copy. */
export function newsletterDeliveries(recorded: RecordedEvent, deps: DeliveryDeps): Delivery[] {
  switch (recorded.type) {
    case 'NewsletterConfirmationRequested':
      return [confirmation(recorded, deps)];
    case 'NewsletterIssueSendStarted':
      return issueCopies(recorded, deps);
    case 'NewsletterIssueTestRequested':
      return [testCopy(recorded, deps)];
    default:
      return [];
  }
}
