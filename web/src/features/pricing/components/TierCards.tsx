import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { tiers, type BillingPeriod } from '../tiers.ts';
import { formatPrice } from './format.ts';

export function TierCards({ period }: { period: BillingPeriod }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
      {tiers.map((tier) => {
        const paid = (tier.price[period] ?? 0) > 0;
        return (
          <li
            key={tier.id}
            id={`plan-${tier.id}`}
            className={`flex flex-col rounded-2xl border p-6 ${
              tier.highlighted ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200'
            }`}
          >
            <h2 className="text-lg font-semibold text-slate-900">{t(`pricing.tiers.${tier.id}.name`)}</h2>
            {tier.highlighted && (
              <p className="mt-1 w-fit rounded-full bg-gold-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                {t('pricing.popular')}
              </p>
            )}
            <p className="mt-4 text-3xl font-bold text-brand-800">
              {formatPrice(tier, period, i18n.language, t)}
              {paid && (
                <span className="text-base font-normal text-slate-600">
                  {' '}
                  {period === 'monthly' ? t('pricing.perMonth') : t('pricing.perYear')}
                </span>
              )}
            </p>
            <p className="mt-3 flex-1 text-sm text-slate-700">{t(`pricing.tiers.${tier.id}.summary`)}</p>
            <Link
              to={tier.price[period] === null ? '/contact' : paid ? `/settings/billing?plan=${tier.id}&period=${period}` : '/signup'}
              className={`mt-6 rounded-md px-4 py-2 text-center font-semibold ${
                tier.highlighted
                  ? 'bg-brand-700 text-white hover:bg-brand-800'
                  : 'border border-brand-700 text-brand-800 hover:bg-brand-50'
              }`}
            >
              {tier.price[period] === null ? t('pricing.talkToUs') : paid ? t('pricing.upgrade') : t('pricing.choose')}
              <span className="sr-only"> — {t(`pricing.tiers.${tier.id}.name`)}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
