import type { Decider, DomainEvent } from '../shared/decider.ts';
import { DomainError } from '../shared/errors.ts';

/**
 * One newsletter issue, stream `newsletterIssue-<id>`: written in Markdown, tried on the admin's own
 * address, then sent. `NewsletterIssueSendStarted` names its recipients (subscription ids, i.e.
 * email hashes) once and for all, so a send that resumes after a crash works through the same list,
 * and the outbox makes one mail stream per recipient per issue (`newsletter-issue-<id>-<hash>`).
 */
export type IssueContent = { subject: string; body: string; language: string };
export type NewsletterIssueDrafted = DomainEvent<'NewsletterIssueDrafted', IssueContent & { issueId: string; by: string; at: string }>;
export type NewsletterIssueRevised = DomainEvent<'NewsletterIssueRevised', IssueContent & { issueId: string; by: string; at: string }>;
export type NewsletterIssueTestRequested = DomainEvent<'NewsletterIssueTestRequested', { issueId: string; mailId: string; adminId: string; at: string }>;
export type NewsletterIssueSendStarted = DomainEvent<'NewsletterIssueSendStarted', { issueId: string; recipients: string[]; by: string; startedAt: string }>;
export type NewsletterIssueEvent = NewsletterIssueDrafted | NewsletterIssueRevised | NewsletterIssueTestRequested | NewsletterIssueSendStarted;
export const NEWSLETTER_ISSUE_EVENT_TYPES = ['NewsletterIssueDrafted', 'NewsletterIssueRevised', 'NewsletterIssueTestRequested', 'NewsletterIssueSendStarted'] as const;

export type IssueState = { status: 'none' | 'draft' | 'sending'; content?: IssueContent };

export type SaveIssue = { type: 'SaveIssue'; data: IssueContent & { issueId: string; by: string; now: string } };
export type SendTestIssue = { type: 'SendTestIssue'; data: { issueId: string; mailId: string; adminId: string; now: string } };
export type SendIssue = { type: 'SendIssue'; data: { issueId: string; recipients: string[]; by: string; now: string } };
export type IssueCommand = SaveIssue | SendTestIssue | SendIssue;

export const issueStream = (issueId: string): string => `newsletterIssue-${issueId}`;
/** The mail stream of one recipient's copy: its id is all the outbox needs to send it once. */
export const issueMailId = (issueId: string, subscriptionHash: string): string => `newsletter-issue-${issueId}-${subscriptionHash}`;
export const ISSUE_MAIL_PREFIX = 'newsletter-issue-';

const notFound = (issueId: string) => new DomainError('NOT_FOUND', 'Newsletter issue not found', { issueId });
const same = (a: IssueContent | undefined, b: IssueContent) => a?.subject === b.subject && a.body === b.body && a.language === b.language;

export function decide(command: IssueCommand, state: IssueState): NewsletterIssueEvent[] {
  switch (command.type) {
    case 'SaveIssue': {
      const { now, ...data } = command.data;
      const content = { subject: data.subject, body: data.body, language: data.language };
      if (state.status === 'sending') throw new DomainError('INVALID_TRANSITION', 'This issue has been sent and can no longer change', { issueId: data.issueId });
      if (state.status === 'none') return [{ type: 'NewsletterIssueDrafted', data: { ...data, at: now } }];
      return same(state.content, content) ? [] : [{ type: 'NewsletterIssueRevised', data: { ...data, at: now } }];
    }
    case 'SendTestIssue': {
      const { now, ...data } = command.data;
      if (state.status === 'none') throw notFound(data.issueId);
      return [{ type: 'NewsletterIssueTestRequested', data: { ...data, at: now } }];
    }
    case 'SendIssue': {
      const { now, ...data } = command.data;
      if (state.status === 'none') throw notFound(data.issueId);
      // A second click (or a retried request) must not start a second send.
      if (state.status === 'sending') return [];
      return [{ type: 'NewsletterIssueSendStarted', data: { issueId: data.issueId, recipients: [...new Set(data.recipients)], by: data.by, startedAt: now } }];
    }
  }
}

export function evolve(state: IssueState, event: NewsletterIssueEvent): IssueState {
  switch (event.type) {
    case 'NewsletterIssueDrafted':
    case 'NewsletterIssueRevised':
      return { status: 'draft', content: { subject: event.data.subject, body: event.data.body, language: event.data.language } };
    case 'NewsletterIssueTestRequested':
      return state;
    case 'NewsletterIssueSendStarted':
      return { ...state, status: 'sending' };
  }
}

export const issueDecider: Decider<IssueState, IssueCommand, NewsletterIssueEvent> = { initialState: () => ({ status: 'none' }), evolve, decide };
