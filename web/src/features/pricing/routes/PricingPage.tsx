import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/PageHeading.tsx';
import { PageSeo } from '@/components/Seo.tsx';
import { TierCards } from '../components/TierCards.tsx';
import { TierTable } from '../components/TierTable.tsx';
import type { BillingPeriod } from '../tiers.ts';

const periods: readonly BillingPeriod[] = ['monthly', 'yearly'];

export function PricingPage() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  return (
    <>
      <PageSeo page="pricing" />
      <PageHeading intro={t('pricing.intro')}>{t('pricing.title')}</PageHeading>
      <fieldset className="inline-flex rounded-lg border border-slate-300 p-1">
        <legend className="sr-only">{t('pricing.billingLabel')}</legend>
        {periods.map((value) => (
          <label
            key={value}
            className={`cursor-pointer rounded-md px-4 py-2 text-sm font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600 ${
              period === value ? 'bg-brand-700 text-white' : 'text-slate-700'
            }`}
          >
            <input
              type="radio"
              name="billing-period"
              value={value}
              checked={period === value}
              onChange={() => setPeriod(value)}
              className="sr-only"
            />
            {t(`pricing.${value}`)}
            {value === 'yearly' && <span className="ms-2 text-xs font-normal">({t('pricing.yearlySaving')})</span>}
          </label>
        ))}
      </fieldset>
      <TierCards period={period} />
      <TierTable />
      <section aria-labelledby="pricing-faq" className="mt-16 max-w-3xl">
        <h2 id="pricing-faq" className="text-2xl font-bold text-slate-900">
          {t('pricing.faqHeading')}
        </h2>
        <dl className="mt-6 space-y-6">
          {[1, 2, 3].map((n) => (
            <div key={n}>
              <dt className="font-semibold text-slate-900">{t(`pricing.faq${n}Q`)}</dt>
              <dd className="mt-1 text-slate-700">{t(`pricing.faq${n}A`)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
