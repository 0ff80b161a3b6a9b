import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MasonryGrid } from '@/components/MasonryGrid.tsx';
import { IndustryCard } from '@/components/IndustryCard.tsx';
import { industries } from '@/components/industries.ts';

export function IndustriesSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="industries-heading" className="mt-20">
      <h2 id="industries-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('industries.heading')}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-700">{t('industries.intro')}</p>
      <div className="mt-8">
        <MasonryGrid
          items={industries}
          getKey={(industry) => industry.id}
          renderItem={(industry) => <IndustryCard industry={industry} />}
        />
      </div>
      <p className="text-slate-700">
        {t('industries.more')}:{' '}
        <Link to="/sectors/coming-soon" className="font-semibold text-brand-700 underline underline-offset-4">
          {t('industries.moreLink')}
        </Link>
      </p>
    </section>
  );
}
