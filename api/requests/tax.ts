import { z } from 'zod';
import { LANGS } from '../../domain/market/present.ts';
import { PAYMENT_TYPES, type PaymentType } from '../../domain/market/tax.ts';

/** Larger than any company's figures, small enough that halalas stay exact in a double. */
export const MAX_AMOUNT = 1e13;
// Written out, not toLocaleString: the first Intl number format of a process costs about 0.1 s of every start.
const MAX_AMOUNT_TEXT = '10,000,000,000,000';

const amount = (name: string) =>
  z
    .number({ error: `${name} must be a number in SAR` })
    .min(0, `${name} must be 0 or more`)
    .max(MAX_AMOUNT, `${name} must be at most ${MAX_AMOUNT_TEXT}`);
const percent = (name: string) => z.number({ error: `${name} must be a number` }).min(0, `${name} must be between 0 and 100`).max(100, `${name} must be between 0 and 100`);

const paymentsAbroad = z.strictObject(Object.fromEntries(PAYMENT_TYPES.map((t) => [t, amount(t).optional()])) as Record<PaymentType, z.ZodOptional<z.ZodNumber>>);

export const taxInput = z.strictObject({
  ownership: z
    .strictObject({ foreignPercent: percent('foreignPercent'), saudiGccPercent: percent('saudiGccPercent') }, { error: 'ownership must be {foreignPercent, saudiGccPercent}' })
    .refine((o) => Math.abs(o.foreignPercent + o.saudiGccPercent - 100) < 1e-9, 'The ownership percentages must sum to 100'),
  taxableProfit: amount('taxableProfit'),
  // Optional (issue 17): without them zakat is left out and the VAT registration is 'unknown'.
  zakatBase: amount('zakatBase').optional(),
  annualTaxableSupplies: amount('annualTaxableSupplies').optional(),
  paymentsAbroad: paymentsAbroad.default({}),
});

export const langInput = z.object({ lang: z.enum(LANGS).optional() });
