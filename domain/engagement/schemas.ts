import { z } from 'zod';
import { declareEvent } from '../shared/declareEvent.ts';
import type { ContactMessageReceived } from './contact.ts';
import type { NewsletterSubscribed } from './newsletter.ts';

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
