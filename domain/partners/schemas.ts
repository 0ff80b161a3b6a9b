import { z } from 'zod';
import { declareEvent } from '../shared/declareEvent.ts';
import { INDUSTRIES } from '../businessProfiles/businessProfile.ts';
import { APPLICANT_TYPES } from './partner.ts';
import type { PartnerApplied, PartnerApproved, PartnerRejected, PartnerVerified } from './application.ts';
import type { PartnerMatchesRequested } from './matchAllowance.ts';
import type { IntroductionRequested } from './introduction.ts';

const strings = z.array(z.string());
export const partnerApplied = declareEvent<PartnerApplied>()(
  'PartnerApplied',
  z.object({
    applicationId: z.string(),
    name: z.string(),
    type: z.enum(APPLICANT_TYPES),
    sectors: z.array(z.enum(INDUSTRIES)),
    cities: strings,
    languages: strings,
    services: strings,
    website: z.string().nullable(),
    contactEmail: z.string(),
    appliedAt: z.string(),
  }),
);
const decision = z.object({ applicationId: z.string(), by: z.string(), note: z.string().nullable(), at: z.string() });
export const partnerApproved = declareEvent<PartnerApproved>()('PartnerApproved', decision);
export const partnerRejected = declareEvent<PartnerRejected>()('PartnerRejected', decision);
export const partnerVerified = declareEvent<PartnerVerified>()(
  'PartnerVerified',
  z.object({ applicationId: z.string(), by: z.string(), verified: z.boolean(), at: z.string() }),
);
export const partnerMatchesRequested = declareEvent<PartnerMatchesRequested>()(
  'PartnerMatchesRequested',
  z.object({ requestId: z.string(), userId: z.string(), month: z.string(), matches: z.number(), at: z.string() }),
);
export const introductionRequested = declareEvent<IntroductionRequested>()(
  'IntroductionRequested',
  z.object({
    introductionId: z.string(),
    userId: z.string(),
    partnerId: z.string(),
    partnerName: z.string(),
    partnerType: z.string(),
    message: z.string().nullable(),
    at: z.string(),
  }),
);
