import { useTranslation } from 'react-i18next';
import { Check, Minus } from 'lucide-react';
import { featureOrder, tiers, type FeatureValue } from '../tiers.ts';
import { formatFeature } from './format.ts';

function Cell({ value }: { value: FeatureValue }) {
  const { t } = useTranslation();
  if (typeof value === 'boolean') {
    const Icon = value ? Check : Minus;
    return (
      <>
        <Icon aria-hidden="true" className={`mx-auto size-5 ${value ? 'text-brand-700' : 'text-slate-500'}`} />
        <span className="sr-only">{formatFeature(value, t)}</span>
      </>
    );
  }
  return <>{formatFeature(value, t)}</>;
}

export function TierTable() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="compare-plans" className="mt-16">
      <h2 id="compare-plans" className="text-2xl font-bold text-slate-900">
        {t('pricing.compareHeading')}
      </h2>
      <div className="mt-6 overflow-x-auto" tabIndex={0} role="region" aria-labelledby="compare-plans">
        <table className="w-full min-w-[40rem] border-collapse text-sm">
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-3 pe-4 text-start font-semibold text-slate-900">
                {t('pricing.feature')}
              </th>
              {tiers.map((tier) => (
                <th key={tier.id} scope="col" className="px-4 py-3 text-center font-semibold text-slate-900">
                  {t(`pricing.tiers.${tier.id}.name`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {featureOrder.map((feature) => (
              <tr key={feature} className="border-b border-slate-200">
                <th scope="row" className="py-3 pe-4 text-start font-medium text-slate-800">
                  {t(`pricing.features.${feature}`)}
                </th>
                {tiers.map((tier) => (
                  <td key={tier.id} className="px-4 py-3 text-center text-slate-700">
                    <Cell value={tier.features[feature]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
