import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BILLING_PERIODS as periods, TIER_IDS as plans, type BillingPeriod, type TierId } from '@contracts/tiers.ts';
import { TextField } from '@/components/forms/Field.tsx';

const select = 'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900';

export type PlanFieldValues = { plan: TierId; period: BillingPeriod; promo: string };

/** Plan, billing period and promo code, as the billing pages ask for them. */
export function PlanFields({ value, onChange, promoError }: { value: PlanFieldValues; onChange: (next: PlanFieldValues) => void; promoError?: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <div>
        <label htmlFor={`${id}-plan`} className="block text-sm font-semibold text-slate-800">{t('billing.plan')}</label>
        <select id={`${id}-plan`} value={value.plan} onChange={(e) => onChange({ ...value, plan: e.target.value as TierId })} className={select}>
          {plans.map((tier) => <option key={tier} value={tier}>{t(`pricing.tiers.${tier}.name`)}</option>)}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-period`} className="block text-sm font-semibold text-slate-800">{t('pricing.billingLabel')}</label>
        <select id={`${id}-period`} value={value.period} disabled={value.plan === 'free'} onChange={(e) => onChange({ ...value, period: e.target.value as BillingPeriod })} className={select}>
          {periods.map((each) => <option key={each} value={each}>{t(`pricing.${each}`)}</option>)}
        </select>
      </div>
      <TextField label={t('billing.promoCode')} name="promoCode" optional maxLength={40} value={value.promo} onChange={(e) => onChange({ ...value, promo: e.target.value })} error={promoError} />
    </>
  );
}
