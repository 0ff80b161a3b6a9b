import { z } from 'zod';
import { createRequire } from 'node:module';
import { COMPANY_SIZES, INDUSTRIES, TIMELINES } from '../../domain/businessProfiles/businessProfile.ts';
import { TIER_IDS } from '../../domain/subscriptions/tiers.ts';
import { SUPPORTED_LANGUAGES } from '../../contracts/languages.ts';

// The library without its 80 locale files of country names, which its main entry loads at start:
// checking a code needs none of them.
const countries = createRequire(import.meta.url)('i18n-iso-countries/index.js') as typeof import('i18n-iso-countries');

const oneOf = (values: readonly string[]) => ({ error: `Choose one of: ${values.join(', ')}` });

const shortText = z
  .string({ error: 'Must be text' })
  .trim()
  .min(1, 'Required')
  .max(200, 'Must be at most 200 characters')
  .refine((v) => !/[\u0000-\u001f<>]/.test(v), 'Contains characters that are not allowed');

const textList = z.array(shortText, { error: 'Must be a list of text' }).max(20, 'At most 20 entries');

// Library data rather than a hand-kept list; alpha-3 and numeric codes are refused on purpose.
const country = z
  .string({ error: 'Country is required' })
  .trim()
  .toUpperCase()
  .refine((v) => /^[A-Z]{2}$/.test(v) && countries.isValid(v), 'Unknown country: use an ISO 3166-1 alpha-2 code such as SA');

// People type "example.com"; it is stored as https://example.com. Empty means no website.
const website = z
  .string({ error: 'Website must be text' })
  .trim()
  .max(2048, 'Website is too long')
  .transform((v) => (v === '' || /^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`))
  .pipe(z.union([z.literal(''), z.httpUrl('Enter a valid website address')]))
  .nullish()
  .transform((v) => v || null);

const profileData = z.strictObject({
  companyName: shortText,
  country,
  industry: z.enum(INDUSTRIES, oneOf(INDUSTRIES)),
  companySize: z.enum(COMPANY_SIZES, oneOf(COMPANY_SIZES)),
  website,
  goals: textList,
  timeline: z.enum(TIMELINES, oneOf(TIMELINES)),
  services: textList,
  package: z.enum(TIER_IDS, oneOf(TIER_IDS)).nullish().transform((v) => v ?? null),
});

export const onboarding = z.strictObject({ profileData });

const LANGUAGES = SUPPORTED_LANGUAGES;
export const welcome = z.strictObject({ language: z.enum(LANGUAGES, oneOf(LANGUAGES)).optional() });
