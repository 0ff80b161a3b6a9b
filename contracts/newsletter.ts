import { z } from 'zod/mini';

/** The newsletter on the wire (issue 12): what api/routes/newsletter.ts answers and the admin page reads. */
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatusValue = (typeof SUBSCRIBER_STATUSES)[number];

export const subscriberSchema = z.looseObject({
  id: z.string(),
  email: z.string(),
  language: z.string(),
  source: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  subscribedAt: z.string(),
  confirmedAt: z.nullable(z.string()),
  unsubscribedAt: z.nullable(z.string()),
});
export type SubscriberWire = z.infer<typeof subscriberSchema>;
export const subscriberListSchema = z.object({ subscribers: z.array(subscriberSchema) });

export const issueSchema = z.looseObject({
  id: z.string(),
  subject: z.string(),
  body: z.string(),
  language: z.string(),
  status: z.enum(['draft', 'sending', 'sent']),
  createdAt: z.string(),
  updatedAt: z.string(),
  startedAt: z.nullable(z.string()),
  lastTestAt: z.nullable(z.string()),
  progress: z.object({ total: z.number(), sent: z.number(), abandoned: z.number(), done: z.boolean() }),
});
export type IssueWire = z.infer<typeof issueSchema>;
export const issueListSchema = z.object({ issues: z.array(issueSchema) });
export const issueAnswerSchema = z.object({ issue: issueSchema });
export const previewSchema = z.object({ html: z.string() });
export const messageSchema = z.looseObject({ success: z.literal(true), message: z.string() });
