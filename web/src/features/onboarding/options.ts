// The values the server accepts for profileData (issue 4), with the translation key of each label.
import { TIER_IDS, type TierId } from '@contracts/tiers.ts';

/** Server industry ids → the shared industry names (industries.<id>.name in the locale files). */
export const industryOptions = [
  { id: 'agriculture', nameKey: 'industries.agriculture.name' },
  { id: 'medical-health', nameKey: 'industries.health.name' },
  { id: 'energy', nameKey: 'industries.energy.name' },
  { id: 'industrial-manufacturing', nameKey: 'industries.industrial.name' },
  { id: 'automotive-aeronautics', nameKey: 'industries.automotive.name' },
  { id: 'building-public-works', nameKey: 'industries.construction.name' },
  { id: 'technology-it', nameKey: 'industries.technology.name' },
  { id: 'trade-distribution', nameKey: 'industries.trade.name' },
  { id: 'tourism-hospitality', nameKey: 'industries.tourism.name' },
  { id: 'banking-finance', nameKey: 'industries.finance.name' },
  { id: 'media-communication', nameKey: 'industries.media.name' },
] as const;

export const companySizes = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;
export const timelines = ['0-3m', '3-6m', '6-12m', '12m+'] as const;
export const goalOptions = ['market-entry', 'find-partners', 'regulatory-compliance', 'company-setup', 'hire-locally', 'government-contracts'] as const;
export const serviceOptions = ['market-data', 'partner-matching', 'legal-guidance', 'expert-chat'] as const;
export const packages = TIER_IDS;

export type Industry = (typeof industryOptions)[number]['id'];
export type CompanySize = (typeof companySizes)[number];
export type Timeline = (typeof timelines)[number];
export type Package = TierId;
