import { z } from 'zod';
import { declareEvent } from '../shared/declareEvent.ts';
import type { ContactMessageReceived } from './contact.ts';
import type { NewsletterConfirmationRequested, NewsletterConfirmed, NewsletterSubscribed, NewsletterUnsubscribed } from './newsletter.ts';
import type { NewsletterIssueDrafted, NewsletterIssueRevised, NewsletterIssueSendStarted, NewsletterIssueTestRequested } from './newsletterIssue.ts';

export const contactMessageReceived = declareEvent<ContactMessageReceived>()(
  'ContactMessageReceived',
  z.object({
    messageId: z.string(),
    name: z.string(),
    email: z.string(),
    company: z.string().nullable(),
    subject: z.string(),
    message: z.string(),
    userId: z.string().nullable(),
    receivedAt: z.string(),
  }),
);

export const newsletterSubscribed = declareEvent<NewsletterSubscribed>()(
  'NewsletterSubscribed',
  z.object({ subscriptionId: z.string(), email: z.string(), language: z.string(), source: z.string(), subscribedAt: z.string() }),
);

export const newsletterConfirmationRequested = declareEvent<NewsletterConfirmationRequested>()(
  'NewsletterConfirmationRequested',
  z.object({ subscriptionId: z.string(), nonce: z.string(), language: z.string(), requestedAt: z.string() }),
);
export const newsletterConfirmed = declareEvent<NewsletterConfirmed>()('NewsletterConfirmed', z.object({ subscriptionId: z.string(), confirmedAt: z.string() }));
export const newsletterUnsubscribed = declareEvent<NewsletterUnsubscribed>()(
  'NewsletterUnsubscribed',
  z.object({ subscriptionId: z.string(), by: z.enum(['link', 'admin']), adminId: z.string().nullable(), unsubscribedAt: z.string() }),
);

const issueContent = { issueId: z.string(), subject: z.string(), body: z.string(), language: z.string(), by: z.string(), at: z.string() };
export const newsletterIssueDrafted = declareEvent<NewsletterIssueDrafted>()('NewsletterIssueDrafted', z.object(issueContent));
export const newsletterIssueRevised = declareEvent<NewsletterIssueRevised>()('NewsletterIssueRevised', z.object(issueContent));
export const newsletterIssueTestRequested = declareEvent<NewsletterIssueTestRequested>()(
  'NewsletterIssueTestRequested',
  z.object({ issueId: z.string(), mailId: z.string(), adminId: z.string(), at: z.string() }),
);
export const newsletterIssueSendStarted = declareEvent<NewsletterIssueSendStarted>()(
  'NewsletterIssueSendStarted',
  z.object({ issueId: z.string(), recipients: z.array(z.string()), by: z.string(), startedAt: z.string() }),
);
