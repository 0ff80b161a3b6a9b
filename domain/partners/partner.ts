import { INDUSTRIES, type Industry } from '../businessProfiles/businessProfile.ts';
import type { KnowledgeItem } from '../market/knowledge.ts';

/** Pure data and helpers of the partner directory (issue 10); importable by api/ and web/. */
/** Firms apply for every type but `public-program`: public bodies come only from sourced facts. */
export const APPLICANT_TYPES = [
  'law-firm',
  'accounting',
  'government-relations',
  'distributor',
  'logistics',
  'real-estate',
  'recruitment',
  'consulting',
] as const;
export const PARTNER_TYPES = [...APPLICANT_TYPES, 'public-program'] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];

export type Partner = {
  id: string;
  name: string;
  type: PartnerType;
  sectors: Industry[];
  cities: string[];
  /** ISO 639-1 codes, lower case. */
  languages: string[];
  services: string[];
  verified: boolean;
  website: string | null;
  /** Public bodies carry the source of the fact they come from; firms that applied have none. */
  source?: KnowledgeItem['source'];
};

export const INDUSTRY_LABELS: Readonly<Record<Industry, string>> = {
  agriculture: 'Agriculture',
  'medical-health': 'Medical and health',
  energy: 'Energy',
  'industrial-manufacturing': 'Industry and manufacturing',
  'automotive-aeronautics': 'Automotive and aeronautics',
  'building-public-works': 'Building and public works',
  'technology-it': 'Technology and IT',
  'trade-distribution': 'Trade and distribution',
  'tourism-hospitality': 'Tourism and hospitality',
  'banking-finance': 'Banking and finance',
  'media-communication': 'Media and communication',
};
export const isIndustry = (value: string): value is Industry => (INDUSTRIES as readonly string[]).includes(value);
