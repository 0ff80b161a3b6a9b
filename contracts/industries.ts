// No zod here: the home page imports these, and its first load has a byte budget (tests/e2e/weight.test.ts).

/** Server industry ids (domain/businessProfiles) → the shared industry names (industries.<key>.name). */
export const INDUSTRY_KEYS = {
  agriculture: 'agriculture',
  'medical-health': 'health',
  energy: 'energy',
  'industrial-manufacturing': 'industrial',
  'automotive-aeronautics': 'automotive',
  'building-public-works': 'construction',
  'technology-it': 'technology',
  'trade-distribution': 'trade',
  'tourism-hospitality': 'tourism',
  'banking-finance': 'finance',
  'media-communication': 'media',
} as const satisfies Record<string, string>;
export type IndustryId = keyof typeof INDUSTRY_KEYS;
export const isIndustryId = (value: string): value is IndustryId => Object.hasOwn(INDUSTRY_KEYS, value);
/** A saved report's id (a uuid, see commands/market/recordReport.ts). */
export const isReportId = (value: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
