import { z } from 'zod/mini';
import { parseLocaleNumber } from './localeNumber.ts';

/**
 * The market answers as the web reads them (api/routes/market.ts, tax.ts, partners.ts). Loose objects:
 * a field the server adds later does not break the page. Every shown item carries `source` and `asOf`,
 * so the schemas require both (an unsourced item fails to parse rather than being shown).
 */
export const sourceSchema = z.looseObject({ publisher: z.string(), title: z.string(), url: z.string() });
export type Source = z.infer<typeof sourceSchema>;

export const factSchema = z.looseObject({
  id: z.string(),
  kind: z.string(),
  sectors: z.array(z.string()),
  title: z.string(),
  body: z.string(),
  value: z.optional(z.number()),
  unit: z.optional(z.string()),
  period: z.optional(z.string()),
  source: sourceSchema,
  asOf: z.string(),
  verifiedAt: z.optional(z.string()),
  caveat: z.optional(z.string()),
  step: z.optional(z.looseObject({ order: z.number(), authority: z.string(), documents: z.array(z.string()), fees: z.string(), time: z.string() })),
  fallback: z.optional(z.boolean()),
  /** The language the item is shown in; English when the asked one is missing. */
  lang: z.optional(z.string()),
  /** An entry-path step tailored to the business profile: why it applies to this company. */
  why: z.optional(z.string()),
});
export type Fact = z.infer<typeof factSchema>;

export const searchResultSchema = z.looseObject({
  kind: z.string(),
  id: z.string(),
  title: z.string(),
  snippet: z.string(),
  sectors: z.optional(z.array(z.string())),
  /** Null for a firm from the partner directory: it is a listing, not a claim. */
  source: z.optional(z.nullable(sourceSchema)),
  asOf: z.optional(z.nullable(z.string())),
  score: z.number(),
  fallback: z.optional(z.boolean()),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
export const searchAnswerSchema = z.looseObject({ id: z.string(), query: z.string(), results: z.array(searchResultSchema), total: z.number() });
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;

export const suggestionsSchema = z.looseObject({ suggestions: z.array(z.looseObject({ text: z.string(), kind: z.string(), id: z.string() })) });
export type Suggestion = z.infer<typeof suggestionsSchema>['suggestions'][number];

export const partnerSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  sectors: z.array(z.string()),
  cities: z.array(z.string()),
  languages: z.array(z.string()),
  services: z.array(z.string()),
  verified: z.boolean(),
  website: z.nullable(z.string()),
  source: z.optional(sourceSchema),
});
/** `why`: each reason as a key and its values, for the reader's language (`reasons` stays the English words). */
const matchReasonSchema = z.object({ key: z.string(), values: z.optional(z.record(z.string(), z.string())) });
const partnerMatchSchema = z.looseObject({ partner: partnerSchema, score: z.number(), reasons: z.array(z.string()), why: z.optional(z.array(matchReasonSchema)) });

/** `id` is the industry for a visitor's report, else the saved report's id (it opens the report again). */
export const reportSchema = z.looseObject({
  id: z.string(),
  industry: z.string(),
  level: z.optional(z.string()),
  lang: z.optional(z.string()),
  generatedAt: z.string(),
  sections: z.array(z.looseObject({ id: z.string(), title: z.string(), items: z.array(factSchema) })),
  sources: z.array(sourceSchema),
  tailoring: z.optional(z.looseObject({ skipped: z.array(z.looseObject({ id: z.string(), title: z.string(), why: z.string() })) })),
  partnerMatches: z.optional(z.array(partnerMatchSchema)),
});
export type Report = z.infer<typeof reportSchema>;

/** Searches (`kind: 'search'`, with query, type, total and `via`) and generated reports (`kind: 'report'`, with level), newest first. */
export const historySchema = z.looseObject({
  items: z.array(
    z.looseObject({
      id: z.string(),
      kind: z.string(),
      query: z.optional(z.string()),
      industry: z.nullable(z.string()),
      type: z.optional(z.string()),
      total: z.optional(z.number()),
      /** `assistant` for a question put to the assistant: it counts as a search but has no result list. */
      via: z.optional(z.string()),
      level: z.optional(z.string()),
      at: z.string(),
    }),
  ),
});
export type HistoryEntry = z.infer<typeof historySchema>['items'][number];

export const partnerMatchesSchema = z.looseObject({ matches: z.array(partnerMatchSchema) });
export type PartnerMatch = z.infer<typeof partnerMatchesSchema>['matches'][number];

const sourced = {
  factId: z.string(),
  title: z.string(),
  rule: z.string(),
  caveat: z.optional(z.string()),
  source: sourceSchema,
  asOf: z.string(),
};
export const taxLineSchema = z.looseObject({ ...sourced, key: z.string(), base: z.number(), share: z.number(), ratePercent: z.number(), amount: z.number() });
export type TaxLine = z.infer<typeof taxLineSchema>;
export const taxEstimateSchema = z.looseObject({
  currency: z.string(),
  corporateIncomeTax: taxLineSchema,
  zakat: z.nullable(taxLineSchema),
  withholding: z.array(taxLineSchema),
  vat: z.looseObject({
    registration: z.string(),
    annualTaxableSupplies: z.nullable(z.number()),
    mandatoryThreshold: z.number(),
    voluntaryThreshold: z.number(),
    rules: z.array(z.looseObject(sourced)),
  }),
  total: z.number(),
});
export type TaxEstimate = z.infer<typeof taxEstimateSchema>;

/** The payments abroad the estimate knows (domain/market/tax.ts PAYMENT_TYPES). */
export const PAYMENT_TYPES = ['royalties', 'technicalServices', 'dividends', 'interest', 'rent', 'managementFees'] as const;
export const MAX_AMOUNT = 1e13;

/**
 * The tax form's fields, as text inputs give them; the same limits as POST /api/market/tax-estimate. Amounts
 * are read as the user's language writes them ("1,000,000", "1.000.000", "١٬٠٠٠٬٠٠٠": localeNumber.ts); the
 * language is asked at each check, so a switch needs no new form. Only the taxable profit and the foreign
 * share are required (issue 17): the zakat base and the supplies are often unknown. No inline messages: the
 * form gives each field its translated one (an inline message would win over the form's).
 */
export function taxFormSchemaFor(locale: () => string) {
  const read = (v: string) => parseLocaleNumber(v, locale());
  const inRange = (v: string, max: number) => {
    const n = read(v);
    return n !== null && n <= max;
  };
  const required = (max: number) =>
    z.pipe(
      z.string().check(z.trim(), z.refine((v) => inRange(v, max))),
      z.transform((v) => read(v) ?? 0),
    );
  const optional = z.pipe(
    z.string().check(z.trim(), z.refine((v) => v === '' || inRange(v, MAX_AMOUNT))),
    z.transform((v) => (v === '' ? undefined : (read(v) ?? undefined))),
  );
  return z.object({
    foreignPercent: required(100),
    taxableProfit: required(MAX_AMOUNT),
    zakatBase: optional,
    annualTaxableSupplies: optional,
    royalties: optional,
    technicalServices: optional,
    dividends: optional,
    interest: optional,
    rent: optional,
    managementFees: optional,
  });
}
type TaxFormSchema = ReturnType<typeof taxFormSchemaFor>;
export type TaxFormInput = z.input<TaxFormSchema>;
export type TaxFormOutput = z.output<TaxFormSchema>;

// Kept in a zod-free file: the home page's industry cards need them, and zod stays out of the first load.
export { INDUSTRY_KEYS, isIndustryId, isReportId, type IndustryId } from './industries.ts';
