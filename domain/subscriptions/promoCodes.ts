import type { FieldCode } from '../shared/errors.ts';
import { tierById, type BillingPeriod, type TierId } from './tiers.ts';

export type PromoCode = {
  percentOff: number;
  /** Billing periods and tiers the code applies to. */
  periods: readonly BillingPeriod[];
  tiers: readonly TierId[];
  /** ISO instant after which the code is refused; null for no end. */
  expiresAt: string | null;
};

/**
 * Checked on the server only; codes match case-insensitively and keys are upper case.
 * Enterprise is priced per contract, so no code applies to it.
 */
export const PROMO_CODES: Readonly<Record<string, PromoCode>> = {
  LAUNCH20: { percentOff: 20, periods: ['yearly'], tiers: ['starter', 'professional'], expiresAt: null },
  WELCOME10: { percentOff: 10, periods: ['monthly', 'yearly'], tiers: ['starter', 'professional'], expiresAt: null },
  EARLYBIRD: { percentOff: 30, periods: ['yearly'], tiers: ['starter', 'professional'], expiresAt: '2026-12-31T23:59:59.999Z' },
};

export const normalizePromoCode = (code: string): string => code.trim().toUpperCase();

/** Why a promo code cannot be used for this plan (a machine reason and the English text), or undefined when it can. */
export function promoCodeProblem(code: string, tier: TierId, period: BillingPeriod | null, now: string): { code: FieldCode; message: string } | undefined {
  const name = normalizePromoCode(code);
  const promo = PROMO_CODES[name];
  if (!promo) return { code: 'PROMO_INVALID', message: `Promo code ${name} is not valid` };
  if (promo.expiresAt !== null && now > promo.expiresAt) return { code: 'PROMO_EXPIRED', message: `Promo code ${name} has expired` };
  if (!promo.tiers.includes(tier)) return { code: 'PROMO_WRONG_PLAN', message: `Promo code ${name} does not apply to the ${tier} plan` };
  if (period === null || !promo.periods.includes(period)) {
    return { code: 'PROMO_WRONG_PERIOD', message: `Promo code ${name} applies only to ${promo.periods.join(' or ')} billing` };
  }
  return undefined;
}

/** What the plan costs per billing period after a (valid) promo code, in dollars rounded to cents; null when priced per contract. */
export function priceFor(tier: TierId, period: BillingPeriod, promoCode: string | null): number | null {
  const base = tierById(tier).price[period];
  if (base === null) return null;
  const percentOff = promoCode ? (PROMO_CODES[normalizePromoCode(promoCode)]?.percentOff ?? 0) : 0;
  return Math.round(base * (100 - percentOff)) / 100;
}
