import { Router, type Request } from 'express';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { authorize } from '../http/guards.ts';
import { body, parse } from '../http/validate.ts';
import { knowledge } from '../../projections/queries/market.ts';
import { LANGS, type Lang } from '../../domain/market/present.ts';
import { ALL_TAX_FACT_IDS, PAYMENT_TYPES, estimateTax, taxRulesFrom, type PaymentType } from '../../domain/market/tax.ts';

/** Larger than any company's figures, small enough that halalas stay exact in a double. */
export const MAX_AMOUNT = 1e13;

const amount = (name: string) =>
  z
    .number({ error: `${name} must be a number in SAR` })
    .min(0, `${name} must be 0 or more`)
    .max(MAX_AMOUNT, `${name} must be at most ${MAX_AMOUNT.toLocaleString('en-US')}`);
const percent = (name: string) => z.number({ error: `${name} must be a number` }).min(0, `${name} must be between 0 and 100`).max(100, `${name} must be between 0 and 100`);

const paymentsAbroad = z.strictObject(Object.fromEntries(PAYMENT_TYPES.map((t) => [t, amount(t).optional()])) as Record<PaymentType, z.ZodOptional<z.ZodNumber>>);

const taxInput = z.strictObject({
  ownership: z
    .strictObject({ foreignPercent: percent('foreignPercent'), saudiGccPercent: percent('saudiGccPercent') }, { error: 'ownership must be {foreignPercent, saudiGccPercent}' })
    .refine((o) => Math.abs(o.foreignPercent + o.saudiGccPercent - 100) < 1e-9, 'The ownership percentages must sum to 100'),
  taxableProfit: amount('taxableProfit'),
  // Optional (issue 17): without them zakat is left out and the VAT registration is 'unknown'.
  zakatBase: amount('zakatBase').optional(),
  annualTaxableSupplies: amount('annualTaxableSupplies').optional(),
  paymentsAbroad: paymentsAbroad.default({}),
});

const langInput = z.object({ lang: z.enum(LANGS).optional() });
const langOf = (req: Request): Lang => parse(langInput, { lang: req.query.lang }).lang ?? ((req.acceptsLanguages(...LANGS) || 'en') as Lang);

/** POST /market/tax-estimate (issue 10): the pure estimate over the rules of the sourced tax facts. */
export function taxRouter(ctx: AppContext): Router {
  const router = Router();
  const facts = knowledge(ctx.readStore);

  router.post('/market/tax-estimate', authorize(ctx.jwtSecret), async (req, res) => {
    const input = body(req, taxInput);
    const entries = await Promise.all(ALL_TAX_FACT_IDS.map((id) => facts.byId(id)));
    const rules = taxRulesFrom(entries.flatMap((e) => (e ? [e.item] : [])), langOf(req), ctx.now());
    res.json(estimateTax(input, rules));
  });

  return router;
}
