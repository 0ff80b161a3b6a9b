import { z } from 'zod';
import { INDUSTRIES } from '../../domain/businessProfiles/businessProfile.ts';
import { APPLICANT_TYPES } from '../../domain/partners/partner.ts';
import { canonicalCity } from '../../domain/partners/cities.ts';

const text = (max: number, field: string) => z.string({ error: `${field} must be text` }).trim().min(1, `${field} is required`).max(max, `${field}: at most ${max} characters`);
const list = <T extends z.ZodType<string, unknown>>(item: T, max: number, field: string) =>
  z.array(item, { error: `${field} must be a list` }).max(max, `${field}: at most ${max} entries`).transform((v) => [...new Set(v)]);
const industry = z.enum(INDUSTRIES, { error: `Choose one of: ${INDUSTRIES.join(', ')}` });
const language = z.string({ error: 'Use language codes such as "en" or "ar"' }).trim().toLowerCase().regex(/^[a-z]{2,3}$/, 'Use language codes such as "en" or "ar"');
const city = text(60, 'City').transform(canonicalCity);
const service = text(60, 'Service');

export const applyInput = z.strictObject({
  name: text(120, 'Name'),
  type: z.enum(APPLICANT_TYPES, { error: `Choose one of: ${APPLICANT_TYPES.join(', ')}` }),
  sectors: list(industry, INDUSTRIES.length, 'Sectors').refine((v) => v.length > 0, 'Choose at least one sector'),
  cities: list(city, 20, 'Cities').refine((v) => v.length > 0, 'Name at least one city'),
  languages: list(language, 10, 'Languages').refine((v) => v.length > 0, 'Name at least one language'),
  services: list(service, 20, 'Services').refine((v) => v.length > 0, 'Name at least one service'),
  website: z.url({ protocol: /^https?$/, error: 'Give the full address, e.g. https://example.com' }).max(300).nullable().default(null),
  contactEmail: z.email({ error: 'Give a valid email address' }).max(254).transform((e) => e.toLowerCase()),
});
export const matchInput = z.strictObject({
  industry: industry.optional(),
  city: text(60, 'City').optional(),
  services: list(service, 10, 'Services').default([]),
  languages: list(language, 10, 'Languages').default([]),
});
export const noteInput = z.strictObject({ note: z.string({ error: 'The note must be text' }).trim().max(1000, 'The note: at most 1000 characters').optional() });
export const verifyInput = z.strictObject({ verified: z.boolean({ error: 'verified must be true or false' }) });
export const statusInput = z.object({ status: z.enum(['pending', 'approved', 'rejected'], { error: 'Choose one of: pending, approved, rejected' }).optional() });
export const idInput = z.object({ id: z.uuid({ error: 'Partner application not found' }) });
