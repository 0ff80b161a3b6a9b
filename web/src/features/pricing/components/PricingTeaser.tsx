import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { tiers } from '../tiers.ts';
import { formatPrice } from './format.ts';

export function PricingTeaser() {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="pricing-teaser" className="mt-20">
      <h2 id="pricing-teaser" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('home.pricingHeading')}
      </h2>
      <p className="mt-2 text-slate-700">{t('home.pricingIntro')}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {tiers.map((tier) => (
          <li
            key={tier.id}
            className={`rounded-xl border p-5 ${tier.highlighted ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200'}`}
          >
            <h3 className="font-semibold text-slate-900">{t(`pricing.tiers.${tier.id}.name`)}</h3>
            <p className="mt-2 text-2xl font-bold text-brand-800">
              {formatPrice(tier, 'monthly', i18n.language, t)}
              {tier.price.monthly ? (
                <span className="text-sm font-normal text-slate-600"> {t('pricing.perMonth')}</span>
              ) : null}
            </p>
            <p className="mt-2 text-sm text-slate-700">{t(`pricing.tiers.${tier.id}.summary`)}</p>
          </li>
        ))}
      </ul>
      <Link to="/pricing" className="mt-6 inline-block font-semibold text-brand-700 underline underline-offset-4">
        {t('home.pricingLink')}
      </Link>
    </section>
  );
}
