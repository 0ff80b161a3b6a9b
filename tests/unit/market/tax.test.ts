import { describe, it, expect } from 'vitest';
import { readKnowledgeFiles } from '../../../infra/content/import.ts';
import type { KnowledgeItem } from '../../../domain/market/knowledge.ts';
import { ALL_TAX_FACT_IDS, PAYMENT_TYPES, TAX_FACT_IDS, estimateTax, taxRulesFrom, type TaxInput } from '../../../domain/market/tax.ts';

// Worked examples use the rates of the content files, so a revised fact changes the expectation
// with it: the tests check the arithmetic and the sourcing, never a rate copied into the test.
const items: KnowledgeItem[] = readKnowledgeFiles().flatMap((f) => (f.ok ? f.items.map((i) => i.item) : []));
const NOW = new Date('2026-11-26T12:00:00Z');
const fact = (id: string) => items.find((i) => i.id === id)!;
const rate = (id: string) => fact(id).value! / 100;
const rules = taxRulesFrom(items, 'en', NOW);

const input = (over: Partial<TaxInput> = {}): TaxInput => ({
  ownership: { foreignPercent: 60, saudiGccPercent: 40 },
  taxableProfit: 1_000_000,
  zakatBase: 2_000_000,
  annualTaxableSupplies: 0,
  paymentsAbroad: {},
  ...over,
});

describe('tax rules from the knowledge', () => {
  it('takes every rate and threshold from its sourced fact', () => {
    for (const id of ALL_TAX_FACT_IDS) expect(fact(id), id).toBeDefined();
    expect(rules.cit).toMatchObject({ factId: 'tax-cit-rate', value: fact('tax-cit-rate').value, source: fact('tax-cit-rate').source, asOf: fact('tax-cit-rate').asOf });
    expect(rules.withholding.royalties.value).toBe(fact(TAX_FACT_IDS.withholding.royalties).value);
  });

  it('refuses to estimate when a fact is missing or its figure is not in the expected unit', () => {
    const withoutZakat = items.filter((i) => i.id !== 'tax-zakat-rate');
    expect(() => taxRulesFrom(withoutZakat, 'en', NOW)).toThrow(expect.objectContaining({ code: 'NOT_READY', details: { missing: ['tax-zakat-rate'] } }));
    const wrongUnit = items.map((i) => (i.id === 'tax-cit-rate' ? { ...i, unit: 'SAR' } : i));
    expect(() => taxRulesFrom(wrongUnit, 'en', NOW)).toThrow(expect.objectContaining({ details: { missing: ['tax-cit-rate'] } }));
  });

  it('answers the rule text in Arabic when asked', () => {
    const ar = taxRulesFrom(items, 'ar', NOW);
    expect(ar.cit.title).toBe(fact('tax-cit-rate').title.ar);
    expect(ar.cit.rule).toBe(fact('tax-cit-rate').body.ar);
  });
});

describe('worked examples', () => {
  it('60/40, profit 1,000,000 SAR: CIT on the foreign 60%, zakat on the Saudi/GCC 40% of the zakat base', () => {
    const estimate = estimateTax(input(), rules);
    expect(estimate.corporateIncomeTax.amount).toBeCloseTo(0.6 * 1_000_000 * rate('tax-cit-rate'), 2);
    expect(estimate.zakat!.amount).toBeCloseTo(0.4 * 2_000_000 * rate('tax-zakat-rate'), 2);
    expect(estimate.total).toBeCloseTo(estimate.corporateIncomeTax.amount + estimate.zakat!.amount, 2);
    expect(estimate.corporateIncomeTax).toMatchObject({
      base: 1_000_000,
      share: 60,
      ratePercent: fact('tax-cit-rate').value,
      factId: 'tax-cit-rate',
      title: fact('tax-cit-rate').title.en,
      rule: fact('tax-cit-rate').body.en,
      source: fact('tax-cit-rate').source,
      asOf: fact('tax-cit-rate').asOf,
    });
    expect(estimate.zakat).toMatchObject({ factId: 'tax-zakat-rate', source: fact('tax-zakat-rate').source, asOf: fact('tax-zakat-rate').asOf });
  });

  it('withholds each payment abroad at its own rate, each line with its rule and source', () => {
    const paymentsAbroad = { royalties: 100_000, technicalServices: 50_000, dividends: 200_000, interest: 30_000, rent: 12_345.67, managementFees: 80_000 };
    const estimate = estimateTax(input({ paymentsAbroad }), rules);
    expect(estimate.withholding.map((l) => l.key)).toEqual([...PAYMENT_TYPES]);
    for (const type of PAYMENT_TYPES) {
      const id = TAX_FACT_IDS.withholding[type];
      const lineOf = estimate.withholding.find((l) => l.key === type)!;
      expect(lineOf.amount, type).toBeCloseTo(paymentsAbroad[type] * rate(id), 2);
      expect(lineOf).toMatchObject({ factId: id, base: paymentsAbroad[type], source: fact(id).source, asOf: fact(id).asOf });
    }
    const sum = estimate.corporateIncomeTax.amount + estimate.zakat!.amount + estimate.withholding.reduce((s, l) => s + l.amount, 0);
    expect(estimate.total).toBeCloseTo(sum, 2);
  });

  it('rounds each line to the halala', () => {
    const estimate = estimateTax(input({ ownership: { foreignPercent: 33.3, saudiGccPercent: 66.7 }, taxableProfit: 1_000_001, zakatBase: 777_777 }), rules);
    for (const amount of [estimate.corporateIncomeTax.amount, estimate.zakat!.amount]) expect(Math.round(amount * 100)).toBeCloseTo(amount * 100, 6);
    expect(estimate.corporateIncomeTax.amount).toBeCloseTo(0.333 * 1_000_001 * rate('tax-cit-rate'), 2);
  });
});

describe('edge cases', () => {
  it('100% Saudi/GCC owes no CIT; 100% foreign owes no zakat', () => {
    const saudi = estimateTax(input({ ownership: { foreignPercent: 0, saudiGccPercent: 100 } }), rules);
    expect(saudi.corporateIncomeTax.amount).toBe(0);
    expect(saudi.zakat!.amount).toBeCloseTo(2_000_000 * rate('tax-zakat-rate'), 2);
    const foreign = estimateTax(input({ ownership: { foreignPercent: 100, saudiGccPercent: 0 } }), rules);
    expect(foreign.zakat!.amount).toBe(0);
    expect(foreign.corporateIncomeTax.amount).toBeCloseTo(1_000_000 * rate('tax-cit-rate'), 2);
  });

  it('a loss or a negative zakat base owes nothing', () => {
    const estimate = estimateTax(input({ taxableProfit: -500_000, zakatBase: -1 }), rules);
    expect(estimate.corporateIncomeTax.amount).toBe(0);
    expect(estimate.zakat!.amount).toBe(0);
    expect(estimate.total).toBe(0);
  });

  it('VAT: mandatory from the mandatory threshold, voluntary above the voluntary one, neither below', () => {
    const mandatory = fact('law-vat-mandatory-threshold').value!;
    const voluntary = fact('law-vat-voluntary-threshold').value!;
    const vat = (supplies: number) => estimateTax(input({ annualTaxableSupplies: supplies }), rules).vat;
    expect(vat(mandatory + 1).registration).toBe('mandatory');
    expect(vat(mandatory).registration).toBe('mandatory');
    expect(vat(mandatory - 1).registration).toBe('voluntary');
    expect(vat(voluntary + 1).registration).toBe('voluntary');
    expect(vat(voluntary).registration).toBe('not-eligible');
    expect(vat(0).registration).toBe('not-eligible');
    expect(vat(mandatory)).toMatchObject({ mandatoryThreshold: mandatory, voluntaryThreshold: voluntary, annualTaxableSupplies: mandatory });
    expect(vat(0).rules.map((r) => [r.factId, r.source.url, r.asOf])).toEqual([
      ['law-vat-mandatory-threshold', fact('law-vat-mandatory-threshold').source.url, fact('law-vat-mandatory-threshold').asOf],
      ['law-vat-voluntary-threshold', fact('law-vat-voluntary-threshold').source.url, fact('law-vat-voluntary-threshold').asOf],
    ]);
  });

  it('leaves out payments of zero and refuses an ownership split that does not sum to 100', () => {
    expect(estimateTax(input({ paymentsAbroad: { royalties: 0, rent: 10 } }), rules).withholding.map((l) => l.key)).toEqual(['rent']);
    expect(() => estimateTax(input({ ownership: { foreignPercent: 60, saudiGccPercent: 50 } }), rules)).toThrow(/sum to 100/);
    expect(() => estimateTax(input({ ownership: { foreignPercent: 120, saudiGccPercent: -20 } }), rules)).toThrow(/sum to 100/);
  });
});

// Issue 17: many owners know their profit but neither the zakat base nor their taxable supplies.
describe('without the zakat base or the supplies', () => {
  it('leaves zakat out of the lines and the total, and calls the VAT registration unknown', () => {
    const { zakatBase: _z, annualTaxableSupplies: _s, ...rest } = input();
    const estimate = estimateTax(rest, rules);
    expect(estimate.zakat).toBeNull();
    expect(estimate.total).toBe(estimate.corporateIncomeTax.amount);
    expect(estimate.vat).toMatchObject({ registration: 'unknown', annualTaxableSupplies: null, mandatoryThreshold: fact('law-vat-mandatory-threshold').value });
    expect(estimate.vat.rules.map((r) => r.factId)).toEqual(['law-vat-mandatory-threshold', 'law-vat-voluntary-threshold']);
  });
});
