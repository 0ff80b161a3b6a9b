import { z } from 'zod';
import { declareEvent } from '../shared/declareEvent.ts';
import { TIER_IDS } from '../subscriptions/tiers.ts';
import {
  COMPANY_SIZES,
  INDUSTRIES,
  TIMELINES,
  type BusinessOnboardingCompleted,
  type BusinessProfileUpdated,
  type WelcomeEmailRequested,
} from './businessProfile.ts';

/** The stored profile; the API validates stricter rules (lengths, country codes) before a command. */
const profile = z.object({
  companyName: z.string(),
  country: z.string(),
  industry: z.enum(INDUSTRIES),
  companySize: z.enum(COMPANY_SIZES),
  website: z.string().nullable(),
  goals: z.array(z.string()),
  timeline: z.enum(TIMELINES),
  services: z.array(z.string()),
  package: z.enum(TIER_IDS).nullable(),
});

export const businessOnboardingCompleted = declareEvent<BusinessOnboardingCompleted>()(
  'BusinessOnboardingCompleted',
  z.object({ userId: z.string(), profile, completedAt: z.string() }),
);

export const businessProfileUpdated = declareEvent<BusinessProfileUpdated>()(
  'BusinessProfileUpdated',
  z.object({ userId: z.string(), changes: profile.omit({ package: true }).partial(), updatedAt: z.string() }),
);

/** `email` is the sealed address from the user stream, opened only by the mail outbox. */
export const welcomeEmailRequested = declareEvent<WelcomeEmailRequested>()(
  'WelcomeEmailRequested',
  z.object({ userId: z.string(), email: z.string(), language: z.string(), requestedAt: z.string() }),
);
