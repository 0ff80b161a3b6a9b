import { z } from 'zod';
import type { DomainEvent } from '../shared/decider.ts';
import { declareEvent } from '../shared/declareEvent.ts';

/**
 * The life of one mail in its `mail-<id>` stream, written by the outbox (infra/mail/outbox.ts):
 * a claim before each try, then sent, failed (to retry) or abandoned. No address or content is in
 * them, only the mail id and what happened.
 */
export type MailClaimed = DomainEvent<'MailClaimed', { mailId: string; attempt: number; by: string; at: string }>;
export type MailSent = DomainEvent<'MailSent', { mailId: string; attempt: number; sentAt: string }>;
export type MailSendFailed = DomainEvent<'MailSendFailed', { mailId: string; attempt: number; error: string; retryInMs: number; at: string }>;
export type MailAbandoned = DomainEvent<'MailAbandoned', { mailId: string; attempts: number; error: string; at: string }>;
export type MailEvent = MailClaimed | MailSent | MailSendFailed | MailAbandoned;

export const mailClaimed = declareEvent<MailClaimed>()('MailClaimed', z.object({ mailId: z.string(), attempt: z.number(), by: z.string(), at: z.string() }));
export const mailSent = declareEvent<MailSent>()('MailSent', z.object({ mailId: z.string(), attempt: z.number(), sentAt: z.string() }));
export const mailSendFailed = declareEvent<MailSendFailed>()(
  'MailSendFailed',
  z.object({ mailId: z.string(), attempt: z.number(), error: z.string(), retryInMs: z.number(), at: z.string() }),
);
export const mailAbandoned = declareEvent<MailAbandoned>()(
  'MailAbandoned',
  z.object({ mailId: z.string(), attempts: z.number(), error: z.string(), at: z.string() }),
);
