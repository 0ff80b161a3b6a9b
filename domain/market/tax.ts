import { DomainError } from '../shared/errors.ts';
import { caveatAt } from './age.ts';
import type { KnowledgeItem } from './knowledge.ts';
import { pick, type Lang } from './present.ts';

/**
 * The tax estimate of issue 10: corporate income tax on the foreign share, zakat on the Saudi/GCC
 * share, withholding per payment abroad and the VAT registration status. No rate or threshold is
 * written here: each comes from the sourced knowledge item named below, so a revised fact changes
 * the estimate and every line can show the rule and source it was computed from.
 */
export const PAYMENT_TYPES = ['royalties', 'technicalServices', 'dividends', 'interest', 'rent', 'managementFees'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const TAX_FACT_IDS = {
  cit: 'tax-cit-rate',
  zakat: 'tax-zakat-rate',
  vatMandatory: 'law-vat-mandatory-threshold',
  vatVoluntary: 'law-vat-voluntary-threshold',
  withholding: {
    royalties: 'tax-wht-royalties',
    technicalServices: 'tax-wht-technical-services',
    dividends: 'tax-wht-dividends',
    interest: 'tax-wht-interest',
    rent: 'tax-wht-rent',
    managementFees: 'tax-wht-management-fees',
  },
} as const satisfies { withholding: Record<PaymentType, string> } & Record<string, unknown>;

export const ALL_TAX_FACT_IDS: readonly string[] = [
  TAX_FACT_IDS.cit,
  TAX_FACT_IDS.zakat,
  TAX_FACT_IDS.vatMandatory,
  TAX_FACT_IDS.vatVoluntary,
  ...Object.values(TAX_FACT_IDS.withholding),
];

/** A rate (percent) or threshold (SAR) with the rule it comes from, as shown next to each line. */
export type TaxRule = {
  factId: string;
  value: number;
  unit: string;
  title: string;
  rule: string;
  caveat?: string;
  source: KnowledgeItem['source'];
  asOf: string;
  verifiedAt: string;
};

export type TaxRules = {
  cit: TaxRule;
  zakat: TaxRule;
  vatMandatory: TaxRule;
  vatVoluntary: TaxRule;
  withholding: Record<PaymentType, TaxRule>;
};

const PERCENT = '%';
const SAR = 'SAR';

const UNITS: Record<string, string> = {
  [TAX_FACT_IDS.cit]: PERCENT,
  [TAX_FACT_IDS.zakat]: PERCENT,
  [TAX_FACT_IDS.vatMandatory]: SAR,
  [TAX_FACT_IDS.vatVoluntary]: SAR,
  ...Object.fromEntries(Object.values(TAX_FACT_IDS.withholding).map((id) => [id, PERCENT])),
};

function ruleOf(item: KnowledgeItem & { value: number }, lang: Lang, now: Date): TaxRule {
  const rule: TaxRule = {
    factId: item.id,
    value: item.value,
    unit: UNITS[item.id]!,
    title: pick(item.title, lang).text,
    rule: pick(item.body, lang).text,
    source: item.source,
    asOf: item.asOf,
    verifiedAt: item.verifiedAt,
  };
  const caveat = caveatAt(item, lang, now);
  if (caveat) rule.caveat = caveat;
  return rule;
}

/** The rules the estimate needs, from the knowledge items; refuses when any is missing or not a figure. */
export function taxRulesFrom(items: readonly KnowledgeItem[], lang: Lang, now: Date): TaxRules {
  const byId = new Map(items.map((i) => [i.id, i]));
  // A rate in another unit (or none) would be read wrongly, which is worse than no estimate.
  const missing = ALL_TAX_FACT_IDS.filter((id) => byId.get(id)?.value === undefined || byId.get(id)?.unit !== UNITS[id]);
  if (missing.length > 0) throw new DomainError('NOT_READY', 'The tax rules are not available yet; try again shortly', { missing });
  const rule = (id: string) => ruleOf(byId.get(id) as KnowledgeItem & { value: number }, lang, now);
  return {
    cit: rule(TAX_FACT_IDS.cit),
    zakat: rule(TAX_FACT_IDS.zakat),
    vatMandatory: rule(TAX_FACT_IDS.vatMandatory),
    vatVoluntary: rule(TAX_FACT_IDS.vatVoluntary),
    withholding: Object.fromEntries(PAYMENT_TYPES.map((t) => [t, rule(TAX_FACT_IDS.withholding[t])])) as Record<PaymentType, TaxRule>,
  };
}

export type TaxInput = {
  /** Percent of the company held by foreign (non-Saudi, non-GCC) owners and by Saudi/GCC owners; they sum to 100. */
  ownership: { foreignPercent: number; saudiGccPercent: number };
  taxableProfit: number;
  /** Optional (issue 17): many owners do not know it; without it zakat is not estimated (never guessed). */
  zakatBase?: number;
  /** Optional: without it the VAT registration is `unknown` and the thresholds are still shown. */
  annualTaxableSupplies?: number;
  paymentsAbroad: Partial<Record<PaymentType, number>>;
};

type Sourced = Pick<TaxRule, 'factId' | 'title' | 'rule' | 'caveat' | 'source' | 'asOf' | 'verifiedAt'>;
export type TaxLine = Sourced & { key: string; base: number; share: number; ratePercent: number; amount: number };
export type VatRegistration = 'mandatory' | 'voluntary' | 'not-eligible' | 'unknown';
export type VatLine = {
  registration: VatRegistration;
  annualTaxableSupplies: number | null;
  mandatoryThreshold: number;
  voluntaryThreshold: number;
  rules: Sourced[];
};

export type TaxEstimate = {
  currency: 'SAR';
  corporateIncomeTax: TaxLine;
  /** null when no zakat base was given. */
  zakat: TaxLine | null;
  withholding: TaxLine[];
  vat: VatLine;
  total: number;
};

/** Money in halalas: rounding each line once keeps the lines and their total consistent. */
const halalas = (sar: number) => Math.round(sar * 100);
const sar = (h: number) => h / 100;

function sourced(rule: TaxRule): Sourced {
  const { factId, title, rule: text, caveat, source, asOf, verifiedAt } = rule;
  return { factId, title, rule: text, ...(caveat ? { caveat } : {}), source, asOf, verifiedAt };
}

/** A base below zero (a loss, a negative zakat base) owes nothing rather than a refund. */
function line(key: string, base: number, sharePercent: number, rule: TaxRule): TaxLine {
  const taxable = Math.max(0, base);
  const amount = sar(halalas((taxable * sharePercent * rule.value) / 10_000));
  return { key, base, share: sharePercent, ratePercent: rule.value, amount, ...sourced(rule) };
}

function vatRegistration(supplies: number | undefined, rules: TaxRules): VatRegistration {
  if (supplies === undefined) return 'unknown';
  // The mandatory rule says "reach"; the voluntary one says "exceed" (see the two facts' texts).
  if (supplies >= rules.vatMandatory.value) return 'mandatory';
  if (supplies > rules.vatVoluntary.value) return 'voluntary';
  return 'not-eligible';
}

export function estimateTax(input: TaxInput, rules: TaxRules): TaxEstimate {
  const { foreignPercent, saudiGccPercent } = input.ownership;
  if (Math.abs(foreignPercent + saudiGccPercent - 100) > 1e-9 || foreignPercent < 0 || saudiGccPercent < 0) {
    throw new DomainError('VALIDATION_ERROR', 'The ownership percentages must be between 0 and 100 and sum to 100');
  }
  const corporateIncomeTax = line('corporateIncomeTax', input.taxableProfit, foreignPercent, rules.cit);
  const zakat = input.zakatBase === undefined ? null : line('zakat', input.zakatBase, saudiGccPercent, rules.zakat);
  const withholding = PAYMENT_TYPES.filter((t) => (input.paymentsAbroad[t] ?? 0) > 0).map((t) => line(t, input.paymentsAbroad[t]!, 100, rules.withholding[t]));
  const vat: VatLine = {
    registration: vatRegistration(input.annualTaxableSupplies, rules),
    annualTaxableSupplies: input.annualTaxableSupplies ?? null,
    mandatoryThreshold: rules.vatMandatory.value,
    voluntaryThreshold: rules.vatVoluntary.value,
    rules: [sourced(rules.vatMandatory), sourced(rules.vatVoluntary)],
  };
  const lines = [corporateIncomeTax, ...(zakat ? [zakat] : []), ...withholding];
  const total = sar(lines.reduce((sum, l) => sum + halalas(l.amount), 0));
  return { currency: 'SAR', corporateIncomeTax, zakat, withholding, vat, total };
}
